import 'server-only';
import type { EditorReading } from '../workflow/editor/marks';
import { MAX_IMPORT_BYTES } from '../workflow/import-limits';
import { OffThreadProblem, runOffThread } from './thread/off-thread';

// The .docx an editor sent back, read on an import thread (bounded zip, capped memory, lib/import/docx-zip.ts).

type EditorUploadProblem = 'missing' | 'too_large' | 'too_large_unpacked' | 'wrong_type' | 'unreadable' | 'empty';
export type EditorUpload = { ok: true; reading: EditorReading } | { ok: false; problem: EditorUploadProblem };

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** A form's file field read as an editor's Word document, or the reason it cannot be. */
export async function readUploadedEditorDocx(file: unknown): Promise<EditorUpload> {
  if (!(file instanceof File)) return { ok: false, problem: 'missing' };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, problem: 'too_large' };
  if (!file.name.toLowerCase().endsWith('.docx')) return { ok: false, problem: 'wrong_type' };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (!isZip(bytes)) return { ok: false, problem: 'unreadable' };
  try {
    const reading = await runOffThread('wordReview', new Uint8Array(bytes));
    return reading.text.trim() ? { ok: true, reading } : { ok: false, problem: 'empty' };
  } catch (error) {
    if (error instanceof OffThreadProblem && error.problem === 'too_large')
      return { ok: false, problem: 'too_large_unpacked' };
    return { ok: false, problem: 'unreadable' };
  }
}
