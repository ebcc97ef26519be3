import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { OTP_LENGTH, OtpField, type OtpFieldProps } from './otp-field';

function Controlled(props: Partial<OtpFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <OtpField
      label="One-time code"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const input = () => page.getByLabelText('One-time code');
/** The digits the boxes show, in order. */
const shown = () =>
  [...document.querySelectorAll('[aria-hidden="true"]')]
    .filter((element) => element.parentElement?.getAttribute('dir') === 'ltr')
    .map((element) => element.textContent);

describe('OtpField', () => {
  it('has 4 boxes (A§9) and one input with the one-time-code autofill', async () => {
    await renderInTheme(<Controlled />);
    expect(OTP_LENGTH).toBe(4);
    expect(shown()).toEqual(['', '', '', '']);
    const element = input().element() as HTMLInputElement;
    expect(element.autocomplete).toBe('one-time-code');
    expect(element.inputMode).toBe('numeric');
  });

  it('fills the boxes in order as digits are typed, ignoring anything else', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} />);
    await userEvent.type(input(), '1a2');
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(shown()).toEqual(['1', '2', '', '']);
  });

  it('goes back a box on backspace', async () => {
    await renderInTheme(<Controlled value="123" />);
    await userEvent.click(input());
    await userEvent.keyboard('{Backspace}');
    expect(shown()).toEqual(['1', '2', '', '']);
  });

  it('takes a pasted code whole, and calls onComplete once', async () => {
    const onComplete = vi.fn();
    await renderInTheme(
      <>
        <input aria-label="Message" defaultValue=" 48 15 " />
        <Controlled onComplete={onComplete} />
      </>,
    );
    await userEvent.click(page.getByLabelText('Message'));
    await userEvent.keyboard('{ControlOrMeta>}a{/ControlOrMeta}');
    await userEvent.copy();
    await userEvent.click(input());
    await userEvent.paste();
    expect(shown()).toEqual(['4', '8', '1', '5']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('4815');
    await userEvent.keyboard('7');
    expect(shown()).toEqual(['4', '8', '1', '5']);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('reads digits typed on an Arabic keyboard', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} />, { dir: 'rtl' });
    await userEvent.fill(input(), '٤٨١٥');
    expect(onChange).toHaveBeenLastCalledWith('4815');
  });

  it('keeps the first digit in the left box in Arabic', async () => {
    await renderInTheme(<Controlled value="48" />, { dir: 'rtl' });
    const boxes = [...document.querySelectorAll('[dir="ltr"] > [aria-hidden="true"]')];
    const [first, second] = boxes.map((box) => box.getBoundingClientRect().left);
    expect(first).toBeLessThan(second ?? 0);
    expect(boxes[0]?.textContent).toBe('4');
  });

  it('marks the code invalid and describes it with the error passed in', async () => {
    await renderInTheme(<Controlled value="4816" error="Incorrect OTP" />);
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('Incorrect OTP');
  });

  it('shows the focus on the box the next digit goes into', async () => {
    await renderInTheme(<Controlled value="4" />);
    await userEvent.click(input());
    const [first, second] = document.querySelectorAll('[dir="ltr"] > [aria-hidden="true"]');
    expect(second && getComputedStyle(second).outlineStyle).toBe('solid');
    expect(first && getComputedStyle(first).outlineStyle).toBe('none');
  });

  it('is a target at least 44 px tall and takes nothing while disabled', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled disabled onChange={onChange} />);
    expect(input().element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect.element(input()).toBeDisabled();
  });

  it('has no accessibility violations, empty and with an error', async () => {
    const { container } = await renderInTheme(
      <>
        <Controlled hint="You can ask for a new code in 24 s" />
        <Controlled label="Code" value="4816" error="Incorrect OTP" />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
