import type { Tx } from '../../db';
import { bibleEntriesFromPlan } from '../../workflow/bible/from-plan';
import { MAX_BIBLE_ENTRIES } from '../../workflow/bible/entry';
import type { TemplateKind } from '../../workflow/templates/types';

/**
 * When a plan stage is approved, its characters (or key terms) join the project's bible. Entries the
 * writer already has under the same name are left as they are, so approving again never undoes an edit.
 */
export async function fillBibleFromPlan(
  tx: Tx,
  project: { id: string; template: TemplateKind },
  stage: { key: string; currentVersionId: string | null },
): Promise<number> {
  if (!stage.currentVersionId) return 0;
  const version = await tx.version.findUnique({ where: { id: stage.currentVersionId }, select: { data: true } });
  const entries = bibleEntriesFromPlan(project.template, stage.key, version?.data);
  if (entries.length === 0) return 0;
  const room = MAX_BIBLE_ENTRIES - (await tx.bibleEntry.count({ where: { projectId: project.id } }));
  const { count } = await tx.bibleEntry.createMany({
    data: entries.slice(0, Math.max(0, room)).map((e) => ({ ...e, projectId: project.id, fromPlan: true })),
    skipDuplicates: true,
  });
  return count;
}
