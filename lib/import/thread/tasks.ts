import { randomBytes } from 'node:crypto';

// What runs on an import thread (entry.mjs): plain functions of their input, no database, no server-only.
// Each loads its library on first use, so a thread starts without loading what its task does not need.
export const tasks = {
  docx: async (bytes: Uint8Array) => {
    const { docxToMarkdown } = await import('../docx-markdown');
    return docxToMarkdown(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  },
  /** An editor's Word document: its text before their tracked changes, and their comments and changes in it. */
  wordReview: async (bytes: Uint8Array) => {
    const { readWordReview } = await import('../word-review/read-word-review');
    return readWordReview(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  },
  /** A bibliography parsed and made into insert batches, keys unique among `taken`: only texts go back. */
  references: async ({ text, taken }: { text: string; taken: string[] }) => {
    const { parseReferences } = await import('../../workflow/references/parse');
    const { referenceBatches } = await import('../../workflow/references/batches');
    const parsed = parseReferences(text);
    if (!parsed.ok) return parsed;
    const { count, batches } = referenceBatches(parsed.items, taken, randomBytes(4).toString('hex'));
    return { ok: true as const, count, batches };
  },
};
