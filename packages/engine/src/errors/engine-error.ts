import { ENGINE_ERROR_MESSAGES, type EngineErrorCode } from './codes';

/**
 * The one error type the engine throws. `code` is stable and safe to branch on; `details`
 * names the offending value so a caller can report it.
 *
 * @example
 * ```ts
 * try { parseAmount('abc'); } catch (e) { if (isEngineError(e) && e.code === 'INVALID_AMOUNT') ... }
 * ```
 */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  readonly code: EngineErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: EngineErrorCode, details: Record<string, unknown> = {}) {
    super(ENGINE_ERROR_MESSAGES[code]);
    this.code = code;
    this.details = details;
  }
}

/**
 * Tells whether a thrown value is an {@link EngineError}, optionally of one code.
 *
 * @param error - the thrown value
 * @param code - when given, the code it must carry
 * @returns true when `error` is an EngineError (with that code)
 */
export function isEngineError(error: unknown, code?: EngineErrorCode): error is EngineError {
  return error instanceof EngineError && (code === undefined || error.code === code);
}
