import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import type { Anchor } from '../../text/anchor';
import { reanchor } from '../../text/reanchor';
import { replacementIn } from '../../workflow/continuity/findings';

export interface StageForEditor {
  title: string;
  sections: {
    title: string;
    text: string;
    suggestions: { start: number; end: number; summary: string; detail: string; replacement?: string }[];
  }[];
}

/**
 * A stage's sections as they read now, with the suggestions still waiting on the writer (open, in a
 * loop not stopped) placed in that text: what goes to an editor in Word. A suggestion whose words are
 * gone, or that names no passage, has nothing to mark there and is left out.
 */
export async function stageForEditor(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey }: { stageKey: string },
): Promise<StageForEditor> {
  const stage = await db.stage.findFirst({
    where: { projectId, key: stageKey, project: { ownerId, deletedAt: null } },
    select: {
      id: true,
      project: { select: { title: true } },
      sections: {
        where: { deletedAt: null },
        orderBy: { position: 'asc' },
        select: { id: true, title: true, currentVersion: { select: { text: true } } },
      },
    },
  });
  if (!stage) throw new ExpectedError('not_found');
  const open = await db.suggestion.findMany({
    where: {
      projectId,
      status: 'open',
      sectionId: { in: stage.sections.map((s) => s.id) },
      round: { loop: { stageId: stage.id, stopReason: null } },
    },
    orderBy: { createdAt: 'asc' },
    select: { sectionId: true, summary: true, detail: true, anchor: true, evidence: true },
  });
  return {
    title: stage.project.title,
    sections: stage.sections.map((section) => {
      const text = section.currentVersion?.text ?? '';
      const suggestions = open.flatMap((s) => {
        if (s.sectionId !== section.id || !s.anchor) return [];
        const placed = reanchor(s.anchor as Anchor, text);
        if (placed.status !== 'anchored') return [];
        const replacement = replacementIn(s.evidence);
        const { start, end } = placed.anchor;
        return [
          { start, end, summary: s.summary, detail: s.detail, ...(replacement !== undefined ? { replacement } : {}) },
        ];
      });
      return { title: section.title, text, suggestions };
    }),
  };
}
