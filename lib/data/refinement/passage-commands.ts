import 'server-only';
import type { ProjectScope } from '../../db';
import { engineKindFor } from '../../engine';
import { OfflineEngine } from '../../engine/offline';
import type { PassageInput } from '../../engine/types';
import { ExpectedError } from '../../errors';
import { anchorAt, type Anchor } from '../../text/anchor';
import { isSameText } from '../../text/diff';
import { worksOffline, type PassageRequest } from '../../workflow/passage-commands';
import { templateOf } from '../../workflow/templates';
import { openCommandRound, recordPassageSuggestion } from './passage-suggestions';
import { createRun, findActiveRun } from '../runs/lifecycle';

export interface PassageCommandRequest extends PassageRequest {
  sectionId: string;
  /** The selection: its offsets in the saved text and the words the writer saw there. */
  start: number;
  end: number;
  quote: string;
}

/** What the engine is given for a command on `anchor` within `text`. */
export function passageInput(
  text: string,
  anchor: Anchor,
  request: PassageRequest,
  context: { language: 'en' | 'zh'; sectionTitle: string; canonicalNames: string[] },
): PassageInput {
  return {
    ...context,
    request: { command: request.command, instruction: request.instruction, tone: request.tone },
    passage: anchor.quote,
    before: text.slice(0, anchor.start),
    after: text.slice(anchor.end),
  };
}

/**
 * A command on a selected passage. The selection must still be the section's saved words. On the
 * offline engine the mechanical commands are worked out at once and recorded as a suggestion (the
 * others need a model and say so); on the model engine a run is queued, and its suggestion follows.
 */
export async function requestPassageCommand(
  { db, ownerId, projectId }: ProjectScope,
  request: PassageCommandRequest,
): Promise<{ runId: string | null; suggestionId: string | null }> {
  const section = await db.section.findFirst({
    where: { id: request.sectionId, projectId, deletedAt: null, project: { ownerId } },
    select: {
      title: true,
      stageId: true,
      stage: { select: { key: true } },
      currentVersion: { select: { text: true } },
      project: { select: { engine: true, template: true, config: true } },
    },
  });
  if (!section) throw new ExpectedError('not_found');
  const text = section.currentVersion?.text ?? '';
  const { start, end, quote } = request;
  if (start >= end || end > text.length || text.slice(start, end) !== quote)
    throw new ExpectedError('selection_changed');
  const anchor = anchorAt(text, start, end);
  const engine = engineKindFor(section.project);
  const language = templateOf(section.project.template).language(section.project.config);
  const outcome = {
    projectId,
    stageId: section.stageId,
    sectionId: request.sectionId,
    template: section.project.template,
    stageKey: section.stage.key,
    language,
    engine,
    request,
    anchor,
  };
  if (engine === 'offline') {
    if (!worksOffline(request)) throw new ExpectedError('needs_model');
    const input = passageInput(text, anchor, request, { language, sectionTitle: section.title, canonicalNames: [] });
    const { value } = await new OfflineEngine().passage(input);
    if (isSameText(value.text, quote)) throw new ExpectedError('nothing_to_change');
    return db.$transaction(async (tx) => {
      await assertIdle(tx, projectId);
      const suggestionId = await recordPassageSuggestion(tx, { ...outcome, runId: null, replacement: value.text });
      return { runId: null, suggestionId };
    });
  }
  return db.$transaction(async (tx) => {
    await assertIdle(tx, projectId);
    await openCommandRound(tx, section.stageId, request.sectionId);
    const run = await createRun(tx, {
      projectId,
      stageId: section.stageId,
      sectionId: request.sectionId,
      kind: 'passage.command',
      params: {
        sectionId: request.sectionId,
        command: request.command,
        instruction: request.instruction,
        tone: request.tone,
        anchor,
      },
      createdById: ownerId,
    });
    return { runId: run.id, suggestionId: null };
  });
}

async function assertIdle(tx: Parameters<typeof findActiveRun>[0], projectId: string) {
  const active = await findActiveRun(tx, projectId);
  if (active) throw new ExpectedError('conflict', { runId: active.id });
}
