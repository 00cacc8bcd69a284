import 'server-only';
import type { Db } from '../db';
import { exportDocx } from './docx';
import { attachmentDisposition } from './filename';
import { exportJsonText } from './json';
import { loadAssembledDocument } from './load';
import { exportMarkdown } from './markdown';
import type { ExportFormat } from './types';

export interface ExportFile {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  contentDisposition: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json; charset=utf-8',
};

/** One of the owner's projects as a downloadable file; throws ExpectedError not_found otherwise. */
export async function buildExport(
  db: Db,
  ownerId: string,
  projectId: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const bundle = await loadAssembledDocument(db, ownerId, projectId);
  const body =
    format === 'md' ? exportMarkdown(bundle) : format === 'json' ? exportJsonText(bundle) : await exportDocx(bundle);
  return {
    body,
    contentType: CONTENT_TYPES[format],
    contentDisposition: attachmentDisposition(bundle.project.title, format),
  };
}
