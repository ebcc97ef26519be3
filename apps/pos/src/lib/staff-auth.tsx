import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStaffToken, writeStaffToken } from './staff-session';

interface StaffAuthValue {
  /** Whether this tab holds a staff token. */
  signedIn: boolean;
  /** Why the console asks for the token again (the server refused it), or null. */
  refusal: boolean;
  signIn: (token: string) => void;
  /** Forgets the token; `refused` when the server said it is wrong. */
  signOut: (refused?: boolean) => void;
}

const StaffAuthContext = createContext<StaffAuthValue | null>(null);

/** Keeps whether the console is signed in with the staff token (sessionStorage). */
export function StaffAuthProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => readStaffToken() !== null);
  const [refusal, setRefusal] = useState(false);
  const value = useMemo<StaffAuthValue>(
    () => ({
      signedIn,
      refusal,
      signIn: (token) => {
        writeStaffToken(token.trim());
        setRefusal(false);
        setSignedIn(true);
      },
      signOut: (refused = false) => {
        writeStaffToken(null);
        setRefusal(refused);
        setSignedIn(false);
      },
    }),
    [signedIn, refusal],
  );
  return <StaffAuthContext.Provider value={value}>{children}</StaffAuthContext.Provider>;
}

/** The console's sign-in state. */
export function useStaffAuth(): StaffAuthValue {
  const value = useContext(StaffAuthContext);
  if (value === null) throw new Error('useStaffAuth needs a StaffAuthProvider');
  return value;
}
