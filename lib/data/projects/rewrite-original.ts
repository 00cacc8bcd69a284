import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { proposeQuestionsOffline } from '../../engine/offline/clarify/questions';
import { RewriteConfig, type Clarification } from '../../workflow/templates/rewrite';
import type { z } from 'zod';
import { changeProject } from '../versions/edit-guard';

type QA = z.infer<typeof Clarification>;

/** A rewrite's original document and the questions about it, as its project page shows them. */
export interface RewriteOriginal {
  original: string;
  clarifications: QA[];
  /** Questions the original raises that are not answered yet (from its vague wording), to answer or drop. */
  proposed: string[];
  /** The project's edit guard, for saving the answers. */
  version: number;
}

/** The rewrite project's original and clarifications; null for another template. */
export async function rewriteOriginal({ db, ownerId, projectId }: ProjectScope): Promise<RewriteOriginal | null> {
  const p = await db.project.findFirst({
    where: { id: projectId, ownerId },
    select: { template: true, config: true, version: true },
  });
  if (!p) throw new ExpectedError('not_found');
  if (p.template !== 'rewrite') return null;
  const config = RewriteConfig.parse(p.config);
  const asked = config.clarifications.map((c) => c.question);
  // An original imported from a file has had no questions asked yet: the page asks them, as the form does for a paste.
  const proposed = config.clarifications.length
    ? []
    : proposeQuestionsOffline(config.originalDocument, config.language, asked).map((q) => q.question);
  return { original: config.originalDocument, clarifications: config.clarifications, proposed, version: p.version };
}

/** Saves the answers (guarded by the project's version: a stale save is a conflict). */
export async function saveClarifications(
  { db, ownerId, projectId }: ProjectScope,
  { clarifications, version }: { clarifications: QA[]; version: number },
): Promise<{ version: number }> {
  const p = await db.project.findFirst({ where: { id: projectId, ownerId }, select: { template: true, config: true } });
  if (!p || p.template !== 'rewrite') throw new ExpectedError('not_found');
  const config = RewriteConfig.parse({ ...(p.config as object), clarifications });
  if (!(await changeProject(db, { id: projectId, ownerId }, { config }, { version })))
    throw new ExpectedError('conflict');
  return { version: version + 1 };
}
