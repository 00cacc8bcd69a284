import 'server-only';
import type { ProjectScope } from '../../db';
import { editorStage, placedOpenSuggestions } from './editor-stage';

export interface StageForEditor {
  title: string;
  sections: {
    title: string;
    text: string;
    suggestions: { start: number; end: number; summary: string; detail: string; replacement?: string }[];
  }[];
}

/** A stage's sections as they read now, each with the suggestions still waiting on the writer: what goes to an editor in Word. */
export async function stageForEditor(scope: ProjectScope, { stageKey }: { stageKey: string }): Promise<StageForEditor> {
  const stage = await editorStage(scope, stageKey);
  const open = await placedOpenSuggestions(scope.db, stage);
  return {
    title: stage.title,
    sections: stage.sections.map(({ id, title, text }) => ({
      title,
      text,
      suggestions: open
        .filter((s) => s.sectionId === id)
        .map(({ anchor, summary, detail, replacement }) => ({
          start: anchor.start,
          end: anchor.end,
          summary,
          detail,
          ...(replacement !== undefined ? { replacement } : {}),
        })),
    })),
  };
}
