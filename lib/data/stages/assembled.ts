import 'server-only';
import { loadAssembledDocument } from '../../export/load';
import { exportMarkdown } from '../../export/markdown';
import type { DbReader, ProjectScope } from '../../db';

/** The project's document as it stands, assembled in order, as Markdown. */
export async function assembledMarkdownOf({ db, ownerId, projectId }: ProjectScope<DbReader>): Promise<string> {
  return exportMarkdown(await loadAssembledDocument({ db, ownerId, projectId }));
}
