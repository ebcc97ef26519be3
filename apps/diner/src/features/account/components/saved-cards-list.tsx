import { useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@tabula/ui';
import { useId } from 'react';
import type { SavedCards } from '../hooks/use-saved-cards';
import { SavedCardList } from '@/lib/cards/saved-card-list';
import * as styles from './account-screen.css';

/** Props of {@link SavedCardsList}. */
export interface SavedCardsListProps {
  saved: SavedCards;
  /** Today, for the expiry marks (the caller's clock). */
  today: Date;
}

/** The profile's saved cards (A§2), each with delete. */
export function SavedCardsList({ saved, today }: SavedCardsListProps) {
  const { t } = useLingui();
  const titleId = useId();
  let content;
  if (saved.loading) {
    content = (
      <div className={styles.centered}>
        <Spinner label={t`Loading your saved cards`} />
      </div>
    );
  } else if (saved.failed || saved.cards === null) {
    content = (
      <>
        <p className={styles.muted}>{t`We could not load your saved cards.`}</p>
        <Button tone="secondary" size="small" onClick={saved.retry}>
          {t`Try again`}
        </Button>
      </>
    );
  } else if (saved.cards.length === 0) {
    content = <p className={styles.muted}>{t`You have no saved cards.`}</p>;
  } else {
    content = (
      <SavedCardList
        cards={saved.cards}
        today={today}
        deletingId={saved.deletingId}
        onDelete={(card) => {
          saved.remove(card.id);
        }}
      />
    );
  }
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Saved cards`}
      </h2>
      {content}
    </section>
  );
}
