import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The console's one status line: what the last action did, or why it failed. */
export interface StatusNote {
  text: string;
  tone: 'ok' | 'error';
}

interface StatusNoteValue {
  note: StatusNote | null;
  say: (text: string, tone?: StatusNote['tone']) => void;
  clear: () => void;
}

const StatusNoteContext = createContext<StatusNoteValue | null>(null);

/** Holds the status line every part of the console writes to. */
export function StatusNoteProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<StatusNote | null>(null);
  const value = useMemo<StatusNoteValue>(
    () => ({
      note,
      say: (text, tone = 'ok') => {
        setNote({ text, tone });
      },
      clear: () => {
        setNote(null);
      },
    }),
    [note],
  );
  return <StatusNoteContext.Provider value={value}>{children}</StatusNoteContext.Provider>;
}

/** The status line and its writers. */
export function useStatusNote(): StatusNoteValue {
  const value = useContext(StatusNoteContext);
  if (value === null) throw new Error('useStatusNote needs a StatusNoteProvider');
  return value;
}
