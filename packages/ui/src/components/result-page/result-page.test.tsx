import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { ResultPage } from './result-page';

describe('ResultPage', () => {
  it('is a section named by its level-one title, with its message', async () => {
    await renderInTheme(
      <ResultPage tone="success" title="Payment received" message="You paid split 2 of 4." />,
    );
    await expect
      .element(page.getByRole('region', { name: 'Payment received' }))
      .toHaveTextContent('You paid split 2 of 4.');
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Payment received');
  });

  it('shows a tick on success and a warning sign otherwise, in the tone colours', async () => {
    const { container } = await renderInTheme(
      <>
        <ResultPage tone="success" title="Paid" />
        <ResultPage tone="warning" title="Not paid" />
      </>,
    );
    const marks = Array.from(container.querySelectorAll('section > span:first-child'));
    const [success, warning] = marks.map((mark) => getComputedStyle(mark).color);
    expect(success).toBe('rgb(6, 118, 71)');
    expect(warning).toBe('rgb(147, 55, 13)');
    const paths = marks.map((mark) => mark.querySelector('path')?.getAttribute('d'));
    expect(paths[0]).not.toBe(paths[1]);
  });

  it('shows its main action only with both a label and a handler', async () => {
    const onAction = vi.fn();
    await renderInTheme(
      <>
        <ResultPage tone="success" title="Paid" actionLabel="Back to menu" onAction={onAction} />
        <ResultPage tone="success" title="Paid again" actionLabel="Nothing" />
      </>,
    );
    expect(page.getByRole('button').all()).toHaveLength(1);
    const action = page.getByRole('button', { name: 'Back to menu' });
    expect(action.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('holds what the app adds, such as a loyalty card', async () => {
    await renderInTheme(
      <ResultPage tone="success" title="Paid">
        <p>+120 points</p>
      </ResultPage>,
    );
    await expect.element(page.getByText('+120 points')).toBeVisible();
  });

  it('has no accessibility violations in either tone on the light brand, in Arabic', async () => {
    const { container } = await renderInTheme(
      <>
        <ResultPage
          tone="success"
          title="تم"
          message="شكرًا"
          actionLabel="القائمة"
          onAction={() => undefined}
        />
        <ResultPage tone="warning" title="لم يتم" message="حاول مجددًا" />
      </>,
      { brandColor: '#F4C430', dir: 'rtl' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
