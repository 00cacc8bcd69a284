import { dataBlock, jsonBlock } from './untrusted';

/** Longest original document quoted into a prompt; longer ones keep their start and end. */
export const DOCUMENT_BUDGET_CHARS = 60_000;

/** Author notes on earlier stages, oldest first, as one data block. */
export function notesBlock(notes: string[]): string {
  const body = notes.length ? notes.map((n, i) => `${i + 1}. ${n}`).join('\n') : '(no notes)';
  return dataBlock('notes', body);
}

/** Approved artifacts of earlier stages, one block per stage key; `scale` below 1 keeps each block's start and end. */
export function upstreamBlocks(upstream: Record<string, unknown>, scale = 1): string {
  const keys = Object.keys(upstream);
  if (!keys.length) return '(no earlier stages)';
  return keys
    .map((key) => {
      const json = JSON.stringify(upstream[key] ?? null, null, 2);
      return dataBlock('upstream', clip(json, scaled(json.length, scale)), { stage: key });
    })
    .join('\n\n');
}

/** Long material never shrinks below this many characters when a prompt is fitted to a small context. */
const MIN_FITTED_CHARS = 400;

/** A character budget scaled down to fit a context (budget/fit.ts), never below MIN_FITTED_CHARS. */
export const scaled = (budget: number, scale: number) =>
  scale >= 1 ? budget : Math.max(MIN_FITTED_CHARS, Math.floor(budget * scale));

/**
 * The project's configuration. The rewrite template carries the original document and the Q&A:
 * those get their own blocks so they read as text, not as escaped JSON strings. `scale` shortens
 * the document to fit a small context.
 */
export function configBlocks(config: unknown, scale = 1): string {
  if (!config || typeof config !== 'object') return jsonBlock('config', config ?? {});
  const { originalDocument, clarifications, ...rest } = config as Record<string, unknown>;
  const parts = [jsonBlock('config', rest)];
  if (typeof originalDocument === 'string')
    parts.push(
      dataBlock(
        'document',
        clip(originalDocument, scaled(Math.min(DOCUMENT_BUDGET_CHARS, originalDocument.length), scale)),
        { kind: 'original' },
      ),
    );
  if (Array.isArray(clarifications)) parts.push(clarificationsBlock(clarifications));
  return parts.join('\n\n');
}

function clarificationsBlock(items: unknown[]): string {
  const body = items.length
    ? items
        .map((item, i) => {
          const { question, answer } = (item ?? {}) as { question?: unknown; answer?: unknown };
          return `Q${i + 1}: ${String(question ?? '')}\nA${i + 1}: ${String(answer ?? '')}`;
        })
        .join('\n\n')
    : '(no clarifications)';
  return dataBlock('clarifications', body);
}

/** Start and end of a text over `budget` characters, with a marked gap between them. */
export function clip(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const half = Math.floor((budget - 40) / 2);
  return `${text.slice(0, half)}\n[… ${text.length - 2 * half} characters omitted …]\n${text.slice(-half)}`;
}
