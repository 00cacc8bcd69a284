import { EngineError } from '../../types';
import type { CallState, Next } from '../call/state';

/** A reply the provider's content filter stopped ("content-filter"): the call fails, nothing is asked again. */
export function afterContentFilter<T>(state: CallState<T>): Next<T> {
  return {
    kind: 'fail',
    error: new EngineError('provider_error', "The provider's content filter stopped the reply.", state.attempts),
    row: { outcome: 'error', errorCode: 'provider_error' },
  };
}
