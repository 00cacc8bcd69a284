// What runs on an import thread (entry.mjs): plain functions of their input, no database, no server-only.
// Each loads its library on first use, so a thread starts without loading what its task does not need.
export const tasks = {
  docx: async (bytes: Uint8Array) => {
    const { docxToMarkdown } = await import('../docx-markdown');
    return docxToMarkdown(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  },
  references: async (text: string) => {
    const { parseReferences } = await import('../../workflow/references/parse');
    return parseReferences(text);
  },
};
