import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { LoyaltyWidget, type LoyaltyRedeemProps } from './loyalty-widget';

const copy = localized({
  en: {
    title: 'Loyalty points',
    balance: '1,250 points available (AED 12.50)',
    longBalance:
      '12,450 points available, worth AED 124.50; 2,000 of them expire on 31 December 2025',
    field: 'Points to redeem',
    hint: '100 points = AED 1.00',
    redeem: 'Redeem',
    checking: 'Checking your points…',
    tooMany: 'You can only use your available 1,250 points',
    redeemed: '500 points redeemed: AED 5.00 off',
    remove: 'Remove',
    rewards: 'Rewards',
    join: 'Join our rewards and earn points on every order',
    joinNow: 'Join now',
    guest: 'You earned 86 points with this payment. Sign up to keep them.',
    signUp: 'Sign up',
  },
  ar: {
    title: 'نقاط الولاء',
    balance: 'لديك 1,250 نقطة متاحة (د.إ.‏ 12.50)',
    longBalance:
      'لديك 12,450 نقطة متاحة بقيمة د.إ.‏ 124.50، وتنتهي صلاحية 2,000 منها في 31 ديسمبر 2025',
    field: 'النقاط المراد استبدالها',
    hint: '100 نقطة = د.إ.‏ 1.00',
    redeem: 'استبدال',
    checking: 'جارٍ التحقق من نقاطك…',
    tooMany: 'يمكنك استخدام نقاطك المتاحة فقط وهي 1,250 نقطة',
    redeemed: 'تم استبدال 500 نقطة: خصم د.إ.‏ 5.00',
    remove: 'إزالة',
    rewards: 'المكافآت',
    join: 'انضم إلى برنامج المكافآت واكسب نقاطاً مع كل طلب',
    joinNow: 'انضم الآن',
    guest: 'ربحت 86 نقطة مع هذه الدفعة. سجّل لتحتفظ بها.',
    signUp: 'سجّل الآن',
  },
  zh: {
    title: '会员积分',
    balance: '可用积分 1,250（AED 12.50）',
    longBalance: '可用积分 12,450，价值 AED 124.50；其中 2,000 积分将于 2025年12月31日 过期',
    field: '要兑换的积分',
    hint: '100 积分 = AED 1.00',
    redeem: '兑换',
    checking: '正在核对您的积分…',
    tooMany: '您最多只能使用可用的 1,250 积分',
    redeemed: '已兑换 500 积分：立减 AED 5.00',
    remove: '移除',
    rewards: '会员奖励',
    join: '加入会员，每笔订单都能赚取积分',
    joinNow: '立即加入',
    guest: '本次付款您获得了 86 积分。注册即可保留。',
    signUp: '注册',
  },
  ms: {
    title: 'Mata ganjaran',
    balance: '1,250 mata tersedia (AED 12.50)',
    longBalance:
      '12,450 mata tersedia, bernilai AED 124.50; 2,000 daripadanya tamat tempoh pada 31 Disember 2025',
    field: 'Mata untuk ditebus',
    hint: '100 mata = AED 1.00',
    redeem: 'Tebus',
    checking: 'Menyemak mata anda…',
    tooMany: 'Anda hanya boleh menggunakan 1,250 mata yang tersedia',
    redeemed: '500 mata ditebus: diskaun AED 5.00',
    remove: 'Buang',
    rewards: 'Ganjaran',
    join: 'Sertai program ganjaran kami dan kumpul mata untuk setiap pesanan',
    joinNow: 'Sertai sekarang',
    guest: 'Anda memperoleh 86 mata dengan pembayaran ini. Daftar untuk menyimpannya.',
    signUp: 'Daftar',
  },
});

type Copy = ReturnType<typeof copy>;

/** The stories' args: the redeem variant's props, plus the sign-up prompt's action. */
type StoryArgs = LoyaltyRedeemProps & { onSignUp: () => void };

/** The widget with its points and redemption held, as the checkout holds them. */
function Checkout({ text, ...props }: LoyaltyRedeemProps & { text: Copy }) {
  const [value, setValue] = useState(props.value);
  const [redeemed, setRedeemed] = useState(props.redeemed);
  return (
    <LoyaltyWidget
      {...props}
      title={text.title}
      fieldLabel={text.field}
      hint={text.hint}
      redeemLabel={text.redeem}
      checkingLabel={text.checking}
      removeLabel={text.remove}
      value={value}
      redeemed={redeemed}
      onChange={(points) => {
        setValue(points);
        props.onChange(points);
      }}
      onRedeem={(points) => {
        setRedeemed(text.redeemed);
        props.onRedeem(points);
      }}
      onRemove={() => {
        setRedeemed(undefined);
        setValue('');
        props.onRemove();
      }}
    />
  );
}

const meta = {
  title: 'Checkout/Loyalty widget',
  component: LoyaltyWidget,
  args: {
    title: 'Loyalty points',
    balance: '1,250 points available (AED 12.50)',
    fieldLabel: 'Points to redeem',
    value: '',
    onChange: fn(),
    redeemLabel: 'Redeem',
    onRedeem: fn(),
    removeLabel: 'Remove',
    onRemove: fn(),
    onSignUp: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} text={text} balance={text.balance} />;
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Redeem waits for points; only digits and one point get in; the diner redeems 500. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const redeem = canvas.getByRole('button', { name: text.redeem });
    await expect(redeem).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: text.field });
    await userEvent.type(field, '5x00');
    await waitFor(() => expect(field).toHaveValue('500'));
    await expect(redeem).toBeEnabled();
    await userEvent.click(redeem);
    await expect(args.onRedeem).toHaveBeenCalledWith('500');
    await expect(canvas.getByRole('status')).toHaveTextContent(text.redeemed);
  },
};

/** The A§5 check runs (1.5 s after input): Redeem waits for it. */
export const Checking: Story = {
  args: { value: '500', checking: true },
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('button', { name: text.redeem })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(text.checking);
  },
};

export const WithError: Story = {
  args: { value: '2000' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} text={text} balance={text.balance} error={text.tooMany} />;
  },
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('button', { name: text.redeem })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: text.field })).toHaveAccessibleDescription(
      `${text.hint} ${text.tooMany}`,
    );
  },
};

/** Points redeemed; the diner removes the redemption. */
export const Redeemed: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} text={text} balance={text.balance} redeemed={text.redeemed} />;
  },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.remove }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: text.field })).toHaveValue('');
  },
};

export const Disabled: Story = { args: { value: '500', disabled: true } };

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} text={text} balance={text.longBalance} />;
  },
};

/** A registered diner who is not a member is asked to join (A§5). */
export const SignUpPrompt: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <LoyaltyWidget
        variant="signUp"
        title={text.rewards}
        message={text.join}
        signUpLabel={text.joinNow}
        onSignUp={args.onSignUp}
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).joinNow }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};

/** The B§2 loyalty sign-up panel for a guest after paying. */
export const GuestAfterPaying: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <LoyaltyWidget
        variant="signUp"
        title={text.rewards}
        message={text.guest}
        signUpLabel={text.signUp}
        onSignUp={args.onSignUp}
      />
    );
  },
};
