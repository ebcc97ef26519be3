import { useReducer } from 'react';
import { LOGIN_START, loginFlow } from '../utils/login-flow';

/** The step /login is at, and the dispatch that moves it (utils/login-flow.ts holds the rules). */
export function useLoginFlow() {
  return useReducer(loginFlow, LOGIN_START);
}
