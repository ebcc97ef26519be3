import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { LoyaltyWidget, type LoyaltyRedeemProps } from './loyalty-widget';

function props(overrides: Partial<LoyaltyRedeemProps> = {}): LoyaltyRedeemProps {
  return {
    title: 'Loyalty points',
    balance: '1,250 points available (AED 12.50)',
    fieldLabel: 'Points to redeem',
    value: '',
    onChange: vi.fn(),
    redeemLabel: 'Redeem',
    onRedeem: vi.fn(),
    checkingLabel: 'Checking your points…',
    removeLabel: 'Remove',
    onRemove: vi.fn(),
    ...overrides,
  };
}

/** The widget with its points held, as the app holds them. */
function Held(overrides: Partial<LoyaltyRedeemProps>) {
  const [value, setValue] = useState(overrides.value ?? '');
  return (
    <LoyaltyWidget
      {...props(overrides)}
      value={value}
      onChange={(points) => {
        setValue(points);
        overrides.onChange?.(points);
      }}
    />
  );
}

const field = () => page.getByRole('textbox', { name: 'Points to redeem' });
const redeem = () => page.getByRole('button', { name: 'Redeem' });

describe('LoyaltyWidget', () => {
  it('is a group named by its title, showing the balance', async () => {
    await renderInTheme(<LoyaltyWidget {...props()} />);
    await expect.element(page.getByRole('group', { name: 'Loyalty points' })).toBeVisible();
    await expect.element(page.getByText('1,250 points available (AED 12.50)')).toBeVisible();
  });

  it('keeps the field to digits and one decimal point (A§5)', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Held onChange={onChange} />);
    await expect.element(field()).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(field(), '5x0.5.');
    await expect.element(field()).toHaveValue('50.5');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/x|\..*\./));
  });

  it('disables Redeem while the field is empty, in error or checking (A§5)', async () => {
    await renderInTheme(
      <>
        <LoyaltyWidget {...props({ title: 'Empty' })} />
        <LoyaltyWidget {...props({ title: 'Error', value: '2000', error: 'Too many points' })} />
        <LoyaltyWidget {...props({ title: 'Checking', value: '500', checking: true })} />
        <LoyaltyWidget {...props({ title: 'Ready', value: '500' })} />
      </>,
    );
    const inGroup = (name: string) =>
      page.getByRole('group', { name }).getByRole('button', { name: 'Redeem' });
    await expect.element(inGroup('Empty')).toBeDisabled();
    await expect.element(inGroup('Error')).toBeDisabled();
    await expect.element(inGroup('Checking')).toBeDisabled();
    await expect.element(inGroup('Ready')).toBeEnabled();
  });

  it('redeems the points with the button or Enter', async () => {
    const onRedeem = vi.fn();
    await renderInTheme(<Held onRedeem={onRedeem} />);
    await userEvent.type(field(), '500');
    await userEvent.click(redeem());
    expect(onRedeem).toHaveBeenLastCalledWith('500');
    await userEvent.type(field(), '{Enter}');
    expect(onRedeem).toHaveBeenCalledTimes(2);
  });

  it('does not redeem on Enter while a check runs', async () => {
    const onRedeem = vi.fn();
    await renderInTheme(<LoyaltyWidget {...props({ value: '500', checking: true, onRedeem })} />);
    await userEvent.type(field(), '{Enter}');
    expect(onRedeem).not.toHaveBeenCalled();
    await expect.element(page.getByRole('status')).toHaveTextContent('Checking your points…');
  });

  it('shows the error passed in under the field', async () => {
    await renderInTheme(
      <LoyaltyWidget
        {...props({ value: '2000', error: 'You can only use your available 1,250 points' })}
      />,
    );
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(field())
      .toHaveAccessibleDescription('You can only use your available 1,250 points');
  });

  it('shows the redemption with its remove action in place of the field', async () => {
    const onRemove = vi.fn();
    await renderInTheme(
      <LoyaltyWidget {...props({ redeemed: '500 points redeemed: AED 5.00 off', onRemove })} />,
    );
    expect(field().query()).toBeNull();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('500 points redeemed: AED 5.00 off');
    await userEvent.click(page.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('shows a sign-up prompt in its sign-up variant', async () => {
    const onSignUp = vi.fn();
    await renderInTheme(
      <LoyaltyWidget
        variant="signUp"
        title="Rewards"
        message="Join our rewards and earn points on every order"
        signUpLabel="Join now"
        onSignUp={onSignUp}
      />,
    );
    await expect.element(page.getByRole('group', { name: 'Rewards' })).toBeVisible();
    expect(page.getByRole('textbox').query()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Join now' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
  });

  it('gives Redeem, Remove and Join 44 px targets', async () => {
    await renderInTheme(
      <>
        <LoyaltyWidget {...props({ value: '5' })} />
        <LoyaltyWidget {...props({ redeemed: 'Redeemed' })} />
        <LoyaltyWidget
          variant="signUp"
          title="R"
          message="M"
          signUpLabel="Join"
          onSignUp={vi.fn()}
        />
      </>,
    );
    for (const name of ['Redeem', 'Remove', 'Join']) {
      const box = page.getByRole('button', { name }).element().getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('puts the star at the right of the title in Arabic', async () => {
    await renderInTheme(<LoyaltyWidget {...props({ title: 'نقاط الولاء' })} />, { dir: 'rtl' });
    const title = page.getByText('نقاط الولاء').element();
    const star = title.previousElementSibling?.getBoundingClientRect();
    expect(star?.left).toBeGreaterThanOrEqual(title.getBoundingClientRect().right);
  });

  it('has no accessibility violations in any state on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <LoyaltyWidget {...props({ title: 'A', value: '500', checking: true })} />
        <LoyaltyWidget {...props({ title: 'B', fieldLabel: 'B points', error: 'Too many' })} />
        <LoyaltyWidget {...props({ title: 'C', redeemed: '500 points redeemed' })} />
        <LoyaltyWidget
          variant="signUp"
          title="D"
          message="Join"
          signUpLabel="Join now"
          onSignUp={vi.fn()}
        />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
