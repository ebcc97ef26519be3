import {
  endpoints,
  isApiError,
  roleMayCall,
  type AnyEndpoint,
  type PosStaffMember,
  type PosStaffSession,
} from '@tabula/api-client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { api } from '../app/api';
import { writeCsrfToken } from './staff-session';

/** Where the console stands with the person using it. */
export type StaffAuthState =
  /** Reading the session cookie's person (GET /pos/api/session). */
  | { kind: 'checking' }
  /** The server could not be asked; `retry` asks again. */
  | { kind: 'unreachable' }
  /**
   * No one is signed in: `why` is 'ended' when the server refused the session (expired, signed
   * out on another device, the person removed), 'signed_out' after Sign out, else 'none'.
   */
  | { kind: 'signed_out'; why: 'none' | 'ended' | 'signed_out' }
  | { kind: 'signed_in'; staff: PosStaffMember };

interface StaffAuthValue {
  state: StaffAuthState;
  /** The signed-in person, or null. */
  staff: PosStaffMember | null;
  /** Signs in; rejects with the server's ApiError (401 wrong, 429 locked) for the form to say. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Signs in with an e-mailed code; rejects with the server's ApiError like `signIn`. */
  signInWithCode: (email: string, code: string) => Promise<void>;
  /** Ends this device's session (`everywhere`: every session of the person). */
  signOut: (everywhere?: boolean) => Promise<void>;
  /** The server refused the session (a 401 from any call): asks for a sign-in again. */
  sessionEnded: () => void;
  /** Asks the server again after it could not be reached. */
  retry: () => void;
}

const StaffAuthContext = createContext<StaffAuthValue | null>(null);

/**
 * Keeps who is signed in to the console. The session is the server's HttpOnly cookie; on start
 * the console asks the server whose it is (so a reload stays signed in), and keeps the CSRF token
 * of the answer in memory. `session` starts signed in as that person without asking (tests).
 */
// issue 32: per-person staff accounts; docs/staff-accounts.md.
export function StaffAuthProvider({
  children,
  session,
}: {
  children: ReactNode;
  session?: PosStaffSession;
}) {
  const [state, setState] = useState<StaffAuthState>(() => {
    if (session === undefined) return { kind: 'checking' };
    writeCsrfToken(session.csrf_token);
    return { kind: 'signed_in', staff: session.staff };
  });
  const [attempt, setAttempt] = useState(0);

  const opened = useCallback((answer: PosStaffSession) => {
    writeCsrfToken(answer.csrf_token);
    setState({ kind: 'signed_in', staff: answer.staff });
  }, []);
  const closed = useCallback((why: 'none' | 'ended' | 'signed_out') => {
    writeCsrfToken(null);
    setState({ kind: 'signed_out', why });
  }, []);

  const checking = state.kind === 'checking';
  useEffect(() => {
    if (!checking) return;
    const abort = new AbortController();
    api
      .request(endpoints.pos.currentStaff, { signal: abort.signal })
      .then(opened, (error: unknown) => {
        if (abort.signal.aborted) return;
        if (isApiError(error, 'http') && error.status === 401) closed('none');
        else setState({ kind: 'unreachable' });
      });
    return () => {
      abort.abort();
    };
  }, [checking, attempt, opened, closed]);

  const value = useMemo<StaffAuthValue>(
    () => ({
      state,
      staff: state.kind === 'signed_in' ? state.staff : null,
      signIn: async (email, password) => {
        opened(await api.request(endpoints.pos.signIn, { body: { email, password } }));
      },
      signInWithCode: async (email, code) => {
        opened(await api.request(endpoints.pos.signInWithCode, { body: { email, code } }));
      },
      signOut: async (everywhere = false) => {
        await api.request(everywhere ? endpoints.pos.signOutEverywhere : endpoints.pos.signOut);
        closed('signed_out');
      },
      sessionEnded: () => {
        closed('ended');
      },
      retry: () => {
        setState({ kind: 'checking' });
        setAttempt((count) => count + 1);
      },
    }),
    [state, opened, closed],
  );
  return <StaffAuthContext.Provider value={value}>{children}</StaffAuthContext.Provider>;
}

/** The console's sign-in state. */
export function useStaffAuth(): StaffAuthValue {
  const value = useContext(StaffAuthContext);
  if (value === null) throw new Error('useStaffAuth needs a StaffAuthProvider');
  return value;
}

/**
 * Whether the signed-in person's role may make the call (the contract's one list, which the
 * server enforces): the console hides what they may not do rather than let it fail.
 */
export function useMayCall(endpoint: Pick<AnyEndpoint, 'name'>): boolean {
  const { staff } = useStaffAuth();
  return staff !== null && roleMayCall(staff.role, endpoint);
}
