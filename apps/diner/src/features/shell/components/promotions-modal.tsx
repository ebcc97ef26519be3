import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '@tabula/api-client';
import { Modal } from '@tabula/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useVenueText } from '@/lib/i18n/venue-text';
import { closeShellOverlayAtom, shellOverlayAtom } from '../state/shell-atoms';
import * as styles from './promotions-modal.css';

/** Props of {@link PromotionsModal}. */
export interface PromotionsModalProps {
  promotions: readonly Pick<Promotion, 'id' | 'name' | 'description' | 'translations'>[];
}

/** The promotion modal of the side menu (A§2 Promotions): each promotion's name and description. */
export function PromotionsModal({ promotions }: PromotionsModalProps) {
  const { t } = useLingui();
  const venue = useVenueText();
  const overlay = useAtomValue(shellOverlayAtom);
  const close = useSetAtom(closeShellOverlayAtom);
  return (
    <Modal
      open={overlay === 'promotions'}
      onClose={close}
      title={t`Promotions`}
      closeLabel={t`Close`}
    >
      <ul className={styles.list}>
        {promotions.map((promotion) => {
          const description = venue.text(promotion, 'description');
          return (
            <li key={promotion.id}>
              <h3 className={styles.name}>
                <bdi>{venue.name(promotion)}</bdi>
              </h3>
              {description !== null && description.trim() !== '' && (
                <p className={styles.description}>
                  <bdi>{description}</bdi>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
