// What the model is asked for each passage a ripple cannot change word for word: the passage with a
// little text around it (never the section), the change in words, and to change only what it requires.

/** The change in words, at most: a rewritten description or plan field is quoted before and after. */
export const MAX_RIPPLE_CHANGE_CHARS = 2_000;
/** Passages one ripple asks the model to rewrite, at most (a main character's rewrite in a long book). */
export const MAX_RIPPLE_REWRITES = 500;
/** Text on either side of the passage the model sees, in characters: enough to tell whose eyes. */
export const RIPPLE_CONTEXT_CHARS = 300;

const RULE = {
  en: 'Change only what this change requires. If the passage does not depend on it, return the passage unchanged.',
  zh: '只改这处改动所要求的地方。如果这段文字与这处改动无关，原样返回。',
};

/** The instruction of one passage's rewrite: the change, then the rule. */
export function rippleRewriteInstruction(change: string, language: 'en' | 'zh'): string {
  return `${change}\n${RULE[language]}`;
}

/** Extra characters of the instruction beyond the change itself, for the estimate. */
export const RIPPLE_RULE_CHARS = Math.max(RULE.en.length, RULE.zh.length) + 1;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** An edit of a text (a description, a plan field) in words, before and after, within the limit. */
function editInWords(what: string, edits: readonly { from: string; to: string }[], language: 'en' | 'zh'): string {
  const share = Math.floor((MAX_RIPPLE_CHANGE_CHARS - what.length - 40) / Math.max(1, edits.length) / 2) - 12;
  const lines = edits.map((e) =>
    language === 'zh'
      ? `原为“${clip(e.from, share)}”，现为“${clip(e.to, share)}”。`
      : `It read “${clip(e.from, share)}”; it now reads “${clip(e.to, share)}”.`,
  );
  return clip([what, ...lines].join('\n'), MAX_RIPPLE_CHANGE_CHARS);
}

/** A bible entry's edit in words: its name and its description, before and after. */
export function entryEditInWords(
  before: { name: string; description: string },
  after: { name: string; description: string },
  language: 'en' | 'zh',
): string {
  const renamed = before.name !== after.name;
  const what =
    language === 'zh'
      ? `设定条目“${before.name}”${renamed ? `改名为“${after.name}”，` : ''}描述改了。`
      : `The story bible entry “${before.name}”${renamed ? ` is now named “${after.name}”, and its` : '’s'} description changed.`;
  return editInWords(what, [{ from: before.description, to: after.description }], language);
}

/** An approved plan's or outline's edit in words: each field that changed, before and after. */
export function planEditInWords(
  fields: readonly { from: string; to: string }[],
  versions: { from: number; to: number },
  language: 'en' | 'zh',
): string {
  const what =
    language === 'zh'
      ? `已批准的规划改了（第 ${versions.from} 版 → 第 ${versions.to} 版）。`
      : `The approved plan changed (version ${versions.from} → ${versions.to}).`;
  return editInWords(what, fields, language);
}
