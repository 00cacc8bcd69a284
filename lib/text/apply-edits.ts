// Replacements a reviser returns instead of a whole new text: "replace this passage with that".
// An edit applies only where its passage occurs exactly once and overlaps no other edit, so what
// is applied is what the reviser meant; the rest come back as failed, never guessed at.

export interface TextEdit {
  /** A passage of the text, word for word. */
  find: string;
  replace: string;
}

export interface AppliedEdits {
  text: string;
  failed: TextEdit[];
}

export function applyEdits(text: string, edits: readonly TextEdit[]): AppliedEdits {
  const failed: TextEdit[] = [];
  const placed: { at: number; edit: TextEdit }[] = [];
  for (const edit of edits) {
    const at = edit.find ? text.indexOf(edit.find) : -1;
    const unique = at >= 0 && text.indexOf(edit.find, at + 1) < 0;
    const end = at + edit.find.length;
    const overlaps = placed.some((p) => at < p.at + p.edit.find.length && p.at < end);
    if (unique && !overlaps) placed.push({ at, edit });
    else failed.push(edit);
  }
  let out = text;
  for (const { at, edit } of placed.sort((a, b) => b.at - a.at)) {
    out = out.slice(0, at) + edit.replace + out.slice(at + edit.find.length);
  }
  return { text: out, failed };
}
