import { labelOr } from '@/components/share/round-labels';

type Translator = Parameters<typeof labelOr>[0];

/** A run's kind, a model call's outcome and the provider's reason, in words; a code this build has no words for is shown as it is. */
export function callLabels(t: Translator) {
  return {
    runKind: (kind: string) => labelOr(t, `admin.runs.kinds.${kind}`, kind),
    outcome: (v: string) => labelOr(t, `admin.calls.outcomes.${v}`, v),
    reason: (code: string | null) => (code ? labelOr(t, `admin.calls.reasons.${code}`, code) : '—'),
  };
}
