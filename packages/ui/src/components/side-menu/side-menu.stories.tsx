import type { Meta, StoryObj } from '@storybook/react';
import { WithOpener } from '../../story-support/with-opener';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Icon } from '../../icons/icon';
import type { StoryGlobals } from '../../story-support/locales';
import { localized } from '../../story-support/localized';
import { vars } from '../../theme/contract.css';
import { LocaleDropdown } from '../locale-dropdown/locale-dropdown';
import { SideMenu, type SideMenuEntry } from './side-menu';

const copy = localized({
  en: {
    label: 'Main menu',
    open: 'Open main menu',
    close: 'Close menu',
    company: 'Saffron House',
    home: 'Home',
    search: 'Search',
    promotions: 'Promotions',
    orders: 'My orders',
    account: 'My account',
    logout: 'Log out',
    login: 'Log in',
    language: 'Language',
    poweredBy: 'Powered by Tabula',
  },
  ar: {
    label: 'القائمة الرئيسية',
    open: 'فتح القائمة الرئيسية',
    close: 'إغلاق القائمة',
    company: 'بيت الزعفران',
    home: 'الرئيسية',
    search: 'بحث',
    promotions: 'العروض',
    orders: 'طلباتي',
    account: 'حسابي',
    logout: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    language: 'اللغة',
    poweredBy: 'مدعوم من Tabula',
  },
  zh: {
    label: '主菜单',
    open: '打开主菜单',
    close: '关闭菜单',
    company: '藏红花之家',
    home: '首页',
    search: '搜索',
    promotions: '优惠活动',
    orders: '我的订单',
    account: '我的账户',
    logout: '退出登录',
    login: '登录',
    language: '语言',
    poweredBy: '由 Tabula 提供支持',
  },
  ms: {
    label: 'Menu utama',
    open: 'Buka menu utama',
    close: 'Tutup menu',
    company: 'Saffron House',
    home: 'Laman utama',
    search: 'Cari',
    promotions: 'Promosi',
    orders: 'Pesanan saya',
    account: 'Akaun saya',
    logout: 'Log keluar',
    login: 'Log masuk',
    language: 'Bahasa',
    poweredBy: 'Dikuasakan oleh Tabula',
  },
});

type Text = ReturnType<typeof copy>;

const LOCALES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'zh', label: '中文' },
  { code: 'ms', label: 'Bahasa Melayu' },
];

const select = fn();

/** A signed-in diner's entries (A§2). */
const signedIn = (text: Text): SideMenuEntry[] => [
  { id: 'home', label: text.home, icon: 'bag', onSelect: select, current: true },
  { id: 'search', label: text.search, icon: 'search', onSelect: select },
  { id: 'promotions', label: text.promotions, icon: 'tag', onSelect: select },
  { id: 'orders', label: text.orders, icon: 'receipt', onSelect: select },
  { id: 'account', label: text.account, icon: 'user', onSelect: select },
  { id: 'logout', label: text.logout, icon: 'arrowBack', onSelect: select },
];

/** A guest's entries: no orders or account, Login instead of Logout (A§2). */
const guest = (text: Text): SideMenuEntry[] => [
  { id: 'home', label: text.home, icon: 'bag', onSelect: select, current: true },
  { id: 'search', label: text.search, icon: 'search', onSelect: select },
  { id: 'login', label: text.login, icon: 'user', onSelect: select },
];

function Header({ text }: { text: Text }) {
  return <strong style={{ fontSize: vars.text.large.size }}>{text.company}</strong>;
}

function Footer({ text, globals }: { text: Text; globals: StoryGlobals }) {
  const [locale, setLocale] = useState<string>(globals.locale ?? 'en');
  return (
    <>
      <LocaleDropdown
        label={text.language}
        hideLabel
        value={locale}
        options={LOCALES}
        onChange={setLocale}
      />
      <small style={{ color: vars.color.textMuted }}>{text.poweredBy}</small>
    </>
  );
}

const meta = {
  title: 'App shell/SideMenu',
  component: SideMenu,
  args: { open: true, onClose: fn(), label: 'Main menu', closeLabel: 'Close menu', entries: [] },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={SideMenu}
        openLabel={<Icon name="menu" />}
        openerProps={{ tone: 'ghost', 'aria-label': text.open }}
        args={{
          ...args,
          label: text.label,
          closeLabel: text.close,
          entries: signedIn(text),
          header: <Header text={text} />,
          footer: <Footer text={text} globals={globals} />,
        }}
      />
    );
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in diner, with the locale dropdown and the branding in the footer. */
export const SignedIn: Story = {
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    await canvas.findByRole('dialog', { name: text.label });
    await userEvent.click(canvas.getByRole('button', { name: text.orders }));
    await expect(select).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: text.home })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Guest: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={SideMenu}
        openLabel={<Icon name="menu" />}
        openerProps={{ tone: 'ghost', 'aria-label': text.open }}
        args={{
          ...args,
          label: text.label,
          closeLabel: text.close,
          entries: guest(text),
          header: <Header text={text} />,
        }}
      />
    );
  },
};

/** Opens from the menu button, keeps focus inside, closes on Escape and gives focus back. */
export const OpenAndEscape: Story = {
  args: { open: false },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const opener = canvas.getByRole('button', { name: text.open });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: text.label });
    const close = canvas.getByRole('button', { name: text.close });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('combobox', { name: text.language })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
