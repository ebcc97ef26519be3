import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosOutlet } from '@tabula/api-client';
import { queryKeys, retryQuery } from '@tabula/api-client/query';
import { Button } from '@tabula/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { muted, panel } from '../../lib/layout.css';
import { useFailure } from '../../lib/use-failure';
import { AuditEntryRow } from './audit-entry-row';
import * as styles from './audit-log.css';

/** Lines the server sends a page (the contract's pos.auditLog: fifty, newest first). */
const PAGE = 50;

/**
 * Who changed what at the company, and when, newest first: fifty lines at a time, "Show older"
 * reading the fifty before the last one shown. Pages are kept as one infinite query under the
 * audit log's key, so a change that invalidates the log reads every shown page again in order.
 */
// issue 32: the audit log (docs/staff-accounts.md).
export function AuditLogPage({ outlets }: { outlets: readonly PosOutlet[] }) {
  const { t } = useLingui();
  const failed = useFailure();
  const log = useInfiniteQuery({
    queryKey: [...queryKeys.endpoint(endpoints.pos.auditLog), 'pages'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.request(endpoints.pos.auditLog, {
        query: pageParam === undefined ? {} : { before: pageParam },
        signal,
      }),
    getNextPageParam: (last) => (last.entries.length < PAGE ? undefined : last.entries.at(-1)?.id),
    retry: retryQuery,
  });
  useEffect(() => {
    if (log.error) failed(log.error);
  }, [log.error, failed]);

  const entries = log.data?.pages.flatMap((page) => page.entries);
  return (
    <section className={panel} aria-label={t`Audit log`}>
      <h2>{t`Audit log`}</h2>
      {entries === undefined && (
        <p className={muted}>{log.isError ? t`The audit log could not be loaded.` : t`Loading…`}</p>
      )}
      {entries?.length === 0 && <p className={muted}>{t`No changes recorded yet.`}</p>}
      {entries !== undefined && entries.length > 0 && (
        // A narrow screen scrolls the table sideways: the region takes the keyboard's focus so the
        // arrow keys scroll it too.
        <div
          className={styles.scroller}
          role="region"
          aria-label={t`Changes, newest first`}
          tabIndex={0}
        >
          <table className={styles.table} aria-label={t`Changes, newest first`}>
            <thead>
              <tr>
                <th scope="col" className={styles.head}>{t`When`}</th>
                <th scope="col" className={styles.head}>{t`Who`}</th>
                <th scope="col" className={styles.head}>{t`What`}</th>
                <th scope="col" className={styles.head}>{t`To what`}</th>
                <th scope="col" className={styles.head}>{t`Details`}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} outlets={outlets} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <Button
          tone="secondary"
          size="small"
          loading={log.isFetchingNextPage}
          disabled={log.isFetchingNextPage}
          onClick={() => {
            void log.fetchNextPage();
          }}
        >
          {t`Show older`}
        </Button>
      )}
    </section>
  );
}
