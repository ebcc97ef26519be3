import {
  ApiError,
  dineInEndpoints,
  type Session,
  type TableChoice,
  type TableChoiceAnswer,
} from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { api } from '@/lib/api/api';
import { showErrorAtom } from '@/lib/errors/error-queue';
import { tableStatusQuery } from '@/lib/open-tab/table-status-query';
import { homePageQuery, type HomePageData } from '@/lib/venue/home-page';

/** What {@link useTableChoice} gives the popup. */
export interface TableChoiceActions {
  /** The answer being sent, or null. */
  sending: TableChoiceAnswer | null;
  /** Sends the answer: stay at the tab's table, or move to the scanned one. */
  answer: (choice: TableChoiceAnswer) => void;
}

/**
 * The answer to the question a scan of another table left waiting (issue 30; the home page's
 * table_choice): POST /dine-in/v1/table-choice, then the home page holds the session where the
 * diner now is (without the question) and everything else is read again, and the diner is on
 * the menu there (/). A 409 table_choice_gone (answered already, on another tab or by a newer
 * scan) is no error: the home page is read again and says where they are.
 */
export function useTableChoice(choice: TableChoice): TableChoiceActions {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useSetAtom(showErrorAtom);
  const mutation = useMutation({
    mutationKey: queryKeys.endpoint(dineInEndpoints.chooseTable),
    mutationFn: (answer: TableChoiceAnswer) =>
      api.request(dineInEndpoints.chooseTable, {
        body: { choice: answer, table_id: choice.scanned_table.id },
      }),
    onSuccess: async ({ session }) => {
      await settle(session);
      void navigate({ to: '/' });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorId === 'table_choice_gone') {
        await queryClient.invalidateQueries({ queryKey: homePageQuery().queryKey });
        return;
      }
      showError({ error, operation: 'other', hasTable: true });
    },
  });

  /**
   * The home page names the table the diner is at now, at once; the rest is read again, but for
   * the tab table's status after a move: the session is no longer seated there, so it would
   * answer 404 (and show an error) if read again.
   */
  async function settle(session: Session) {
    const left = session.table_id === choice.tab_table.id ? null : choice.tab_table.id;
    const leftStatus = left === null ? null : hashKey(tableStatusQuery(left).queryKey);
    queryClient.setQueryData(homePageQuery().queryKey, (page: HomePageData | undefined) =>
      page === undefined ? page : { ...page, session, table_choice: null },
    );
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryHash !== leftStatus,
    });
  }

  return {
    sending: mutation.isPending ? mutation.variables : null,
    answer: (answer) => {
      if (!mutation.isPending) mutation.mutate(answer);
    },
  };
}
