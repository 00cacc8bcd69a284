import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../../lib/auth/session';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { requestPassageCommand, type PassageCommandRequest } from '../../../lib/data/refinement/passage-commands';
import { appendVersion } from '../../../lib/data/versions/append-version';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage } from '../../support/openai-fixtures';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// Commands on a selected passage: the offline engine's mechanical ones at once, the model's through a
// run against a real OpenAI-compatible server; either way an anchored suggestion in the open loop.
let current: Caller | null = null;
vi.mock('../../../lib/auth/session', () => ({ getCaller: async () => current }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));
const { runPassageCommand } = await import('../../../lib/actions/passages');

useTestDatabase();
const CONTINUATION = 'The lamp flared once, and the keeper counted the ships that still had to come home.';
const server = useModelServer(() => ({ type: 'reply', content: CONTINUATION }));

const TEXT =
  'The keeper climbed the stairs. She was really very tired, and she basically just wanted to sleep. The lamp was cold.';
const PASSAGE = 'She was really very tired, and she basically just wanted to sleep.';

async function sectionProject(email: string, engine: 'model' | 'offline') {
  const ownerId = (await makeUser(email)).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', engine)).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  const section = await db().section.create({
    data: { projectId, stageId, position: 0, displayNumber: '1', title: 'The lighthouse', targetLength: 30 },
  });
  await db().$transaction((tx) =>
    appendVersion(tx, { projectId, stageId, sectionId: section.id, text: TEXT, source: 'model', engine }),
  );
  return { ownerId, projectId, stageId, sectionId: section.id };
}

const selection = (sectionId: string, command: PassageCommandRequest['command']): PassageCommandRequest => {
  const start = TEXT.indexOf(PASSAGE);
  return { sectionId, command, start, end: start + PASSAGE.length, quote: PASSAGE };
};
const textOf = async (id: string) =>
  (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;

describe('passage commands on the offline engine', () => {
  let p: Awaited<ReturnType<typeof sectionProject>>;
  beforeAll(async () => {
    p = await sectionProject('offline-passages@example.com', 'offline');
  });

  it('shortens at once into an anchored suggestion in a newly opened loop, and accepting applies it', async () => {
    const { runId, suggestionId } = await requestPassageCommand(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      selection(p.sectionId, 'shorten'),
    );
    expect(runId).toBeNull();
    const s = await db().suggestion.findUniqueOrThrow({
      where: { id: suggestionId! },
      include: { round: { include: { loop: true } } },
    });
    expect(s).toMatchObject({ status: 'open', type: 'passage-edit', role: 'command', sectionId: p.sectionId });
    expect(s.expected).toBe('She was tired, and she wanted to sleep.');
    expect((s.anchor as Anchor).quote).toBe(PASSAGE);
    expect(s.round).toMatchObject({ number: 1, status: 'assessed', mediumCount: 1 });
    expect(s.round.loop).toMatchObject({ stageId: p.stageId, mode: 'manual', roles: ['lint'], stopReason: null });

    const { runId: reviseRun } = await decideRound(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        roundId: s.roundId,
        decision: 'accept_selected',
        picks: {
          accepted: [s.id],
          rejected: [],
        },
      },
    );
    expect((await runToEnd(reviseRun!)).status).toBe('succeeded');
    expect(await textOf(p.sectionId)).toBe(
      'The keeper climbed the stairs. She was tired, and she wanted to sleep. The lamp was cold.',
    );
    expect((await db().suggestion.findUniqueOrThrow({ where: { id: s.id } })).status).toBe('resolved');
    const revised = await db().version.findFirstOrThrow({ where: { sectionId: p.sectionId, source: 'revision' } });
    expect(revised.roundId).toBe(s.roundId);
  });

  it('joins the open round of the loop instead of opening another', async () => {
    const text = `${await textOf(p.sectionId)} It didn't matter.`;
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId: p.projectId, stageId: p.stageId, sectionId: p.sectionId, text, source: 'author' }),
    );
    const at = (quote: string) => ({ start: text.indexOf(quote), end: text.indexOf(quote) + quote.length, quote });
    const request = { sectionId: p.sectionId, command: 'tone' as const, tone: 'formal' as const };
    const { suggestionId } = await requestPassageCommand(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        ...request,
        ...at("It didn't matter."),
      },
    );
    const s = await db().suggestion.findUniqueOrThrow({ where: { id: suggestionId! }, include: { round: true } });
    expect(s.expected).toBe('It did not matter.');
    expect(s.round.number).toBe(2);
    expect(await db().loop.count({ where: { projectId: p.projectId } })).toBe(1);
    await expect(
      requestPassageCommand(
        { db: db(), ownerId: p.ownerId, projectId: p.projectId },
        { ...request, tone: 'casual', ...at('The lamp was cold.') },
      ),
    ).rejects.toMatchObject({ code: 'nothing_to_change' });
  });

  it('says plainly that the other commands need a model, and refuses a selection that no longer matches', async () => {
    const text = await textOf(p.sectionId);
    const quote = 'The lamp was cold.';
    const start = text.indexOf(quote);
    for (const command of ['expand', 'describe', 'continue'] as const)
      await expect(
        requestPassageCommand(
          { db: db(), ownerId: p.ownerId, projectId: p.projectId },
          {
            sectionId: p.sectionId,
            command,
            start,
            end: start + quote.length,
            quote,
          },
        ),
      ).rejects.toMatchObject({
        code: 'needs_model',
      });
    // The text changed since the selection was made (the accepted edit above): its words are not there.
    await expect(
      requestPassageCommand(
        { db: db(), ownerId: p.ownerId, projectId: p.projectId },
        selection(p.sectionId, 'shorten'),
      ),
    ).rejects.toMatchObject({ code: 'selection_changed' });
  });

  it('refuses the command of someone who does not own the project, with nothing written', async () => {
    const intruder = await makeUser('intruder@example.com');
    current = { id: intruder.id, email: intruder.email, name: 'Intruder', role: 'writer', locale: 'en' };
    const before = await db().suggestion.count();
    const result = await runPassageCommand({ projectId: p.projectId, ...selection(p.sectionId, 'shorten') });
    expect(result).toMatchObject({ ok: false, code: 'not_found' });
    await expect(
      requestPassageCommand(
        { db: db(), ownerId: intruder.id, projectId: p.projectId },
        selection(p.sectionId, 'shorten'),
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await db().suggestion.count()).toBe(before);
  });
});

describe('passage commands on the model engine', () => {
  it('runs as a job: the model continues the passage, within a cap derived from its length', async () => {
    const p = await sectionProject('model-passages@example.com', 'model');
    const { runId, suggestionId } = await requestPassageCommand(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      selection(p.sectionId, 'continue'),
    );
    expect(suggestionId).toBeNull();
    const from = server().requests.length;
    const run = await runToEnd(runId!);
    expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');
    const [request] = server().requests.slice(from);
    expect(firstUserMessage(request)).toContain(`<passage>\n${PASSAGE}`);
    expect(request.body.max_tokens ?? request.body.max_completion_tokens).toBeLessThan(1_000);
    const s = await db().suggestion.findFirstOrThrow({ where: { sectionId: p.sectionId }, include: { round: true } });
    expect(s).toMatchObject({ status: 'open', type: 'passage-edit', expected: `${PASSAGE} ${CONTINUATION}` });
    expect(s.round).toMatchObject({ runId, status: 'assessed', engine: 'model' });
    const calls = await db().modelCall.findMany({ where: { runId } });
    expect(calls.map((c) => [c.role, c.outcome])).toEqual([['reviser:continue', 'ok']]);

    // Accepted, the exact replacement is applied without asking the model again.
    const { runId: reviseRun } = await decideRound(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        roundId: s.roundId,
        decision: 'done',
        picks: {
          accepted: [s.id],
          rejected: [],
        },
      },
    );
    const before = server().requests.length;
    expect((await runToEnd(reviseRun!)).status).toBe('succeeded');
    expect(server().requests.length).toBe(before);
    expect(await textOf(p.sectionId)).toBe(TEXT.replace(PASSAGE, `${PASSAGE} ${CONTINUATION}`));
  });
});
