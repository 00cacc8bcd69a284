import 'server-only';
import type { DbReader } from '../../db';
import { engineKindFor } from '../../engine';
import type { EngineKind } from '../../engine/types';
import type { SectionRipple } from '../../workflow/ripple/book-ripple';
import { templateOf } from '../../workflow/templates';

/** Where a ripple's suggestions are recorded: the project, its engine and its language. */
export interface RippleProject {
  projectId: string;
  engine: EngineKind;
  language: 'en' | 'zh';
}

/** The project a ripple is proposed in, if the caller owns it; null otherwise. */
export async function rippleProject(
  db: DbReader,
  { ownerId, projectId }: { ownerId: string; projectId: string },
): Promise<RippleProject | null> {
  const project = await db.project.findFirst({
    where: { id: projectId, ownerId, deletedAt: null },
    select: { engine: true, template: true, config: true },
  });
  if (!project) return null;
  return { projectId, engine: engineKindFor(project), language: templateOf(project.template).language(project.config) };
}

/** A ripple's sections grouped by the stage each is in: each stage's share is recorded in its own round. */
export function sectionsByStage(
  sections: readonly SectionRipple[],
  stageOf: ReadonlyMap<string, string>,
): Map<string, SectionRipple[]> {
  const byStage = new Map<string, SectionRipple[]>();
  for (const s of sections) {
    const stageId = stageOf.get(s.sectionId)!;
    byStage.set(stageId, [...(byStage.get(stageId) ?? []), s]);
  }
  return byStage;
}

/** How many places a ripple's passages change. */
export const placesIn = (sections: readonly SectionRipple[]): number =>
  sections.reduce((n, s) => n + s.passages.reduce((m, p) => m + p.places, 0), 0);
