import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { Anchor } from '../../text/anchor';
import { reanchor } from '../../text/reanchor';
import { replacementIn } from '../../workflow/continuity/findings';
import { templateOf } from '../../workflow/templates';

/** A stage as it goes to an editor and comes back: its live sections' current text, in order. */
export interface EditorStage {
  id: string;
  title: string;
  language: 'en' | 'zh';
  sections: { id: string; title: string; text: string }[];
}

/** A suggestion still waiting on the writer, placed in its section's current text. */
export interface PlacedSuggestion {
  id: string;
  sectionId: string;
  anchor: Anchor;
  summary: string;
  detail: string;
  replacement?: string;
}

/** The owner's stage with its sections' text; not found for another writer's, a trashed project's or an unknown stage. */
export async function editorStage({ db, ownerId, projectId }: ProjectScope, stageKey: string): Promise<EditorStage> {
  const stage = await db.stage.findFirst({
    where: { projectId, key: stageKey, project: { ownerId, deletedAt: null } },
    select: {
      id: true,
      project: { select: { title: true, template: true, config: true } },
      sections: {
        where: { deletedAt: null },
        orderBy: { position: 'asc' },
        select: { id: true, title: true, currentVersion: { select: { text: true } } },
      },
    },
  });
  if (!stage) throw new ExpectedError('not_found');
  return {
    id: stage.id,
    title: stage.project.title,
    language: templateOf(stage.project.template).language(stage.project.config),
    sections: stage.sections.map((s) => ({ id: s.id, title: s.title, text: s.currentVersion?.text ?? '' })),
  };
}

/**
 * The stage's suggestions still waiting on the writer (open, in a loop not stopped), placed in the current
 * text: what an export marks and what an import finds decided in Word. One whose words are gone, or that
 * names no passage, has nothing to mark and is left out.
 */
export async function placedOpenSuggestions(db: ProjectScope['db'], stage: EditorStage): Promise<PlacedSuggestion[]> {
  const texts = new Map(stage.sections.map((s) => [s.id, s.text]));
  const open = await db.suggestion.findMany({
    where: {
      status: 'open',
      sectionId: { in: [...texts.keys()] },
      round: { loop: { stageId: stage.id, stopReason: null } },
    },
    orderBy: { createdAt: 'asc' },
    select: { id: true, sectionId: true, summary: true, detail: true, anchor: true, evidence: true },
  });
  return open.flatMap((s) => {
    if (!s.sectionId || !s.anchor) return [];
    const placed = reanchor(s.anchor as Anchor, texts.get(s.sectionId) ?? '');
    if (placed.status !== 'anchored') return [];
    const replacement = replacementIn(s.evidence);
    const { id, sectionId, summary, detail } = s;
    return [
      { id, sectionId, anchor: placed.anchor, summary, detail, ...(replacement !== undefined ? { replacement } : {}) },
    ];
  });
}
