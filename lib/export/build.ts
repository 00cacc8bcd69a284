import 'server-only';
import type { ProjectScope } from '../db';
import { exportDocx } from './docx';
import { exportHandouts, handoutsTitle } from './handouts';
import { exportEpub } from './epub';
import { attachmentDisposition } from './filename';
import { exportJsonText } from './json';
import { loadAssembledDocument } from './load';
import { exportMarkdown } from './markdown';
import { exportPdf } from './pdf';
import type { ExportBundle, ExportFormat } from './types';

export interface ExportFile {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  contentDisposition: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json; charset=utf-8',
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

const RENDERERS: Record<ExportFormat, (bundle: ExportBundle) => ExportFile['body'] | Promise<ExportFile['body']>> = {
  md: exportMarkdown,
  docx: exportDocx,
  json: (bundle) => exportJsonText(bundle),
  epub: exportEpub,
  pdf: exportPdf,
  zip: exportHandouts,
};

/** One of the owner's projects as a downloadable file; throws ExpectedError not_found otherwise. */
export async function buildExport({ db, ownerId, projectId }: ProjectScope, format: ExportFormat): Promise<ExportFile> {
  const bundle = await loadAssembledDocument({ db, ownerId, projectId });
  return {
    body: await RENDERERS[format](bundle),
    contentType: CONTENT_TYPES[format],
    contentDisposition:
      format === 'zip'
        ? attachmentDisposition(handoutsTitle(bundle), 'zip')
        : attachmentDisposition(bundle.project.title, format),
  };
}
