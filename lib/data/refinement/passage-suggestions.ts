import 'server-only';
import type { Tx } from '../../db';
import type { EngineKind } from '../../engine/types';
import { ExpectedError } from '../../errors';
import type { Anchor } from '../../text/anchor';
import { reanchor } from '../../text/reanchor';
import { fingerprintSuggestion } from '../../workflow/loop/fingerprint';
import {
  PASSAGE_COMMAND_ROLE,
  PASSAGE_EDIT_TYPE,
  passageSuggestionText,
  type PassageRequest,
} from '../../workflow/passage-commands';
import { stageOf } from '../../workflow/templates';
import type { TemplateKind } from '../../workflow/templates/types';

export interface PassageOutcome {
  projectId: string;
  stageId: string;
  sectionId: string;
  template: TemplateKind;
  stageKey: string;
  language: 'en' | 'zh';
  engine: EngineKind;
  runId: string | null;
  request: PassageRequest;
  /** The selection in the text the command was asked on. */
  anchor: Anchor;
  replacement: string;
}

/**
 * The round a passage command's suggestion joins: the latest round of the stage's open loop while it
 * waits for the writer's decision; null when no loop is open. Refused when the open loop refines
 * another section, or is between a decision and its revision.
 */
export async function openCommandRound(tx: Tx, stageId: string, sectionId: string): Promise<string | null> {
  const loop = await tx.loop.findFirst({
    where: { stageId, stopReason: null },
    orderBy: { createdAt: 'desc' },
    select: { sectionId: true, rounds: { orderBy: { number: 'desc' }, take: 1 } },
  });
  if (!loop) return null;
  if (loop.sectionId && loop.sectionId !== sectionId) throw new ExpectedError('loop_elsewhere');
  const last = loop.rounds[0];
  if (last?.status !== 'assessed' || last.acceptedIds.length) throw new ExpectedError('illegal_transition');
  return last.id;
}

/** With no open loop, one is opened as the start form would (manual, the stage's reviewers) with this round first. */
async function commandRound(tx: Tx, o: PassageOutcome, inputVersionId: string | null): Promise<string> {
  const open = await openCommandRound(tx, o.stageId, o.sectionId);
  if (open) return open;
  const offered = stageOf(o.template, o.stageKey).reviewers;
  const roles = o.engine === 'model' ? offered : offered.filter((r) => r === 'lint');
  const loop = await tx.loop.create({
    data: { projectId: o.projectId, stageId: o.stageId, mode: 'manual', roles: roles.length ? roles : offered },
    select: { id: true },
  });
  const round = await tx.round.create({
    data: {
      loopId: loop.id,
      projectId: o.projectId,
      runId: o.runId,
      number: 1,
      status: 'assessed',
      engine: o.engine,
      roles: [PASSAGE_COMMAND_ROLE],
      inputVersionIds: inputVersionId ? [inputVersionId] : [],
    },
    select: { id: true },
  });
  return round.id;
}

/**
 * A passage command's result as an anchored suggestion whose `expected` is the replacement, in the
 * stage's open round: accepted, it is applied word for word by the round's revision. Anchored on the
 * section's text as it is now; if the passage's words are gone meanwhile, the suggestion is stale.
 */
export async function recordPassageSuggestion(tx: Tx, o: PassageOutcome): Promise<string> {
  const section = await tx.section.findUniqueOrThrow({
    where: { id: o.sectionId },
    select: { currentVersion: { select: { id: true, text: true } } },
  });
  const placed = reanchor(o.anchor, section.currentVersion?.text ?? '');
  const roundId = await commandRound(tx, o, section.currentVersion?.id ?? null);
  const { summary, detail } = passageSuggestionText(o.request, o.language);
  const anchor = placed.status === 'anchored' ? placed.anchor : o.anchor;
  const suggestion = await tx.suggestion.create({
    data: {
      roundId,
      projectId: o.projectId,
      sectionId: o.sectionId,
      role: PASSAGE_COMMAND_ROLE,
      type: PASSAGE_EDIT_TYPE,
      priority: 'medium',
      summary,
      detail,
      expected: o.replacement,
      anchor,
      status: placed.status === 'anchored' ? 'open' : 'stale',
      fingerprint: fingerprintSuggestion({
        role: PASSAGE_COMMAND_ROLE,
        type: PASSAGE_EDIT_TYPE,
        summary,
        quote: anchor.quote,
      }),
    },
    select: { id: true },
  });
  await tx.round.update({ where: { id: roundId }, data: { mediumCount: { increment: 1 } } });
  return suggestion.id;
}
