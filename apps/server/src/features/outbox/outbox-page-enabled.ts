/**
 * Whether the dev outbox page (/dev/outbox) is served.
 *
 * our choice: available unless NODE_ENV is production (the issue: "the default writes them to an
 * outbox that `pnpm start` shows at a dev page"); a production deployment plugs in a real
 * carrier, and one-time codes must not be readable by anyone who finds the page.
 */
export function outboxPageEnabled(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV !== 'production';
}
