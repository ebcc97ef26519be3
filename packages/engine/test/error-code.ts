import { isEngineError } from '../src/errors/engine-error';

/**
 * Runs `run` and returns the code of the EngineError it throws, `'not an EngineError'` for any
 * other throw, or undefined when it returns normally.
 */
export function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isEngineError(error) ? error.code : 'not an EngineError';
  }
  return undefined;
}
