// Round vocabulary comes from the loop code; a value this build has no words for is shown as it is.
type Translator = { (key: string): string; has(key: string): boolean };

export const labelOr = (t: Translator, key: string, raw: string) => (t.has(key) ? t(key) : raw);

export function roundLabels(t: Translator) {
  return {
    decision: (v: string | null) => (v ? labelOr(t, `share.round.decision.${v}`, v) : t('share.round.noDecision')),
    stopReason: (v: string | null) => (v ? labelOr(t, `share.round.stopReason.${v}`, v) : '—'),
    status: (v: string) => labelOr(t, `share.round.status.${v}`, v),
    role: (v: string) => labelOr(t, `share.suggestions.role.${v}`, v),
    engine: (v: string | null) => (v ? labelOr(t, `engine.${v}`, v) : '—'),
  };
}
