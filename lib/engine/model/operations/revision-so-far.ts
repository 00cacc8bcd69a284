import { applyEdits, type TextEdit } from '../../../text/apply-edits';

/**
 * The section as a streaming revision reply stands so far: its new text while that comes, or the text
 * before with the edits received so far applied. An edit counts once the reply has moved past it (its
 * replacement may still be growing until then); one that does not apply is simply not shown.
 */
export function revisionSoFar(before: string, partial: unknown, complete: boolean): string {
  if (!partial || typeof partial !== 'object') return before;
  const reply = partial as Record<string, unknown>;
  if (typeof reply.text === 'string' && reply.text.trim()) return reply.text.trimStart();
  if (!Array.isArray(reply.edits)) return before;
  const keys = Object.keys(reply);
  const closed = complete || keys.indexOf('edits') < keys.length - 1;
  const received: unknown[] = closed ? reply.edits : reply.edits.slice(0, -1);
  return applyEdits(before, received.filter(isEdit)).text;
}

function isEdit(edit: unknown): edit is TextEdit {
  const e = edit as Partial<TextEdit> | null;
  return typeof e?.find === 'string' && e.find.length > 0 && typeof e.replace === 'string';
}
