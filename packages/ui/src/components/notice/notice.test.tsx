import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { Button } from '../button/button';
import { Notice } from './notice';

const TITLE = 'Pay with Google Pay in your phone’s browser';
const MESSAGE = 'Wallet payments don’t work inside this app.';

describe('Notice', () => {
  it('is a note named by its title, with its message and actions under it', async () => {
    const onCopy = vi.fn();
    await renderInTheme(
      <Notice title={TITLE} message={MESSAGE}>
        <Button tone="secondary" onClick={onCopy}>
          Copy link
        </Button>
      </Notice>,
    );
    const note = page.getByRole('note', { name: TITLE });
    await expect.element(note).toBeVisible();
    await expect.element(note.getByText(MESSAGE)).toBeVisible();
    const message = page.getByText(MESSAGE).element().getBoundingClientRect();
    const button = page.getByRole('button', { name: 'Copy link' });
    expect(button.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(message.bottom);
    await userEvent.click(button);
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('keeps an action button at 44 px at least', async () => {
    await renderInTheme(
      <Notice title={TITLE} message={MESSAGE}>
        <Button tone="secondary">Copy link</Button>
      </Notice>,
    );
    const box = page.getByRole('button', { name: 'Copy link' }).element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  it('has no actions area without children', async () => {
    const { container } = await renderInTheme(<Notice title={TITLE} message={MESSAGE} />);
    const body = page.getByText(MESSAGE).element().parentElement;
    expect(body?.children).toHaveLength(2);
    expect(container.querySelector('button')).toBeNull();
  });

  it('puts its stripe and icon at the inline start: mirrored in Arabic', async () => {
    await renderInTheme(
      <Notice
        title="ادفع عبر Google Pay من متصفح هاتفك"
        message="لا تعمل المحافظ داخل هذا التطبيق."
      />,
      { dir: 'rtl' },
    );
    const note = page.getByRole('note').element();
    expect(getComputedStyle(note).borderRightWidth).toBe('4px');
    expect(getComputedStyle(note).borderLeftWidth).toBe('0px');
    const icon = note.querySelector('svg')?.getBoundingClientRect();
    const title = page.getByText('ادفع عبر Google Pay من متصفح هاتفك').element();
    expect(icon?.left).toBeGreaterThanOrEqual(title.getBoundingClientRect().right);
  });

  it('has no accessibility violations in either tone on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <Notice title={TITLE} message={MESSAGE}>
          <Button tone="secondary">Copy link</Button>
        </Notice>
        <Notice tone="warning" title="Your table’s bill changed" message="Check the total." />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
