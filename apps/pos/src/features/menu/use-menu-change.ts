import { useLingui } from '@lingui/react/macro';
import { isApiError, type AnyEndpoint, type PosMenuEditor } from '@tabula/api-client';
import { posMenuEditorQueryOptions } from '@tabula/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';

/**
 * One change of the menu: sent, and on success the menu it answers shown at once (it is the
 * menu after the change) and what else it changed refetched; `done` says what was done. A
 * refusal staff can act on is said in their language; a menu the server found wrong is said in
 * the server's words, which name the field ("…items[3].unit_price: expected a decimal…").
 */
export function useMenuChange<V>(
  outletId: number,
  endpoint: AnyEndpoint,
  send: (input: V) => Promise<PosMenuEditor>,
  done: (input: V, editor: PosMenuEditor) => string,
) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  return useMutation({
    mutationFn: send,
    onSuccess: async (editor, input) => {
      queryClient.setQueryData(
        posMenuEditorQueryOptions(api, { params: { id: outletId } }).queryKey,
        editor,
      );
      say(done(input, editor));
      await invalidateAfter(queryClient, endpoint);
    },
    onError: (error) => {
      const id = isApiError(error, 'http') ? error.errorId : null;
      if (id === 'category_not_empty') {
        say(
          t`The category still holds dishes or sub-categories: retire or move them first.`,
          'error',
        );
      } else if (id === 'item_not_found' || id === 'category_not_found') {
        say(t`Someone else changed the menu meanwhile; it is shown again as it is now.`, 'error');
        void queryClient.invalidateQueries({
          queryKey: posMenuEditorQueryOptions(api, { params: { id: outletId } }).queryKey,
        });
      } else {
        failed(error);
      }
    },
  });
}
