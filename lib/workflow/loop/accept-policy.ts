import type { Priority } from '../suggestions';
import type { LoopSuggestion } from './types';

const DEFAULT_ACCEPT_POLICY: readonly Priority[] = ['high', 'medium'];

/** The suggestions auto mode accepts: those whose priority the policy lists, in their original order. */
export function selectAccepted<S extends Pick<LoopSuggestion, 'priority'>>(
  suggestions: readonly S[],
  policy: readonly Priority[] = DEFAULT_ACCEPT_POLICY,
): S[] {
  return suggestions.filter((s) => policy.includes(s.priority));
}
