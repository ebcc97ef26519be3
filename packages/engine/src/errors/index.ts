export { ENGINE_ERROR_MESSAGES, type EngineErrorCode } from './codes';
export { EngineError, isEngineError } from './engine-error';
