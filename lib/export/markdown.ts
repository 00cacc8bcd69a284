import { documentToMarkdown } from '../workflow/assembly';
import { draftNotice } from './placeholder';
import type { ExportBundle } from './types';

/** The document as Markdown; a draft says under its title how much is still missing. */
export function exportMarkdown(bundle: ExportBundle): string {
  const markdown = documentToMarkdown(bundle.document);
  if (bundle.status === 'complete') return markdown;
  const notice = `> ${draftNotice(bundle.project.language, bundle.missing.length, bundle.document.parts.length)}`;
  const [title, ...rest] = markdown.split('\n');
  return [title, '', notice, ...rest].join('\n');
}
