import { describe, expect, it } from 'vitest';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { previewBibleChange } from '../../../lib/data/ripples/preview-bible-change';
import { previewArtifactRipple, proposeArtifactRipple } from '../../../lib/data/ripples/propose-artifact-ripple';
import { saveBibleChangeWithRipple } from '../../../lib/data/ripples/save-bible-change';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { translatorFor } from '../../../lib/i18n/translator';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage } from '../../support/openai-fixtures';
import { fault, reply } from '../../support/openai-steps';
import { currentText, makeProject, makeUser, writtenSections } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// A rename with a rewritten description: the passages the mechanical ripple cannot follow word for word
// are asked of the model over real HTTP, one request per passage carrying only that passage and a little
// text around it; each changed reply becomes a suggestion in the ripple's round.
useTestDatabase();

// Long enough that a passage's few hundred characters of context never reach the chapter's other end.
const FILLER =
  'The tide went out across the flats and the gulls settled on the posts. Boats lay on their sides in the mud, and the light came low and yellow over the roofs. Somewhere a bell rang for the evening, and the smoke of the first fires rose straight into the still air above the town.';
const MENDED = 'Quinn mended the nets until dark.';
const SOLD = 'Quinn kept the old nets in the shed.';
const EYES = 'Her eyes were green in the lamplight.';
const CHAPTERS = [
  `Mara Quinn walked down to the harbour. ${MENDED}\n${FILLER}\n${FILLER}\n${SOLD} Quinn laughed at the gulls.`,
  `Mara turned from the window. ${EYES} Owen had green eyes too.\n${FILLER}`,
  `Quinn mended nets by the door. ${FILLER}`,
];
const REPLIES: Record<string, string> = {
  [MENDED]: 'Quinn tended the lighthouse lamp until dark.',
  [EYES]: 'Her eyes were grey in the lamplight.',
  // The boat does not depend on the change: the model returns it as it was.
  [SOLD]: SOLD,
};
const passageOf = (prompt: string) => /<passage>\n([\s\S]*?)\n<\/passage>/.exec(prompt)?.[1] ?? '';
// A passage whose request the provider keeps refusing (a failure test sets it).
let refused: string | null = null;
const server = useModelServer((request) => {
  const passage = passageOf(firstUserMessage(request));
  if (passage === refused) return fault.status(500, {}, 'Internal server error');
  return reply.text(REPLIES[passage] ?? 'unexpected');
});

const BEFORE = {
  name: 'Mara Quinn',
  description: 'The keeper’s daughter. Green eyes. She mends nets for the fishermen.',
};
const AFTER = { name: 'Elena Quinn', description: 'The keeper’s daughter. Grey eyes. She tends the lighthouse lamp.' };
const entry = (e: typeof BEFORE) => ({ ...e, aliases: [], kind: 'character' as const });

async function book(email: string, engine: 'model' | 'offline') {
  const ownerId = (await makeUser(email)).id;
  const projectId = (await makeProject(ownerId, 'story', 'staged', engine)).id;
  const { sectionIds: ids } = await writtenSections({ ownerId, projectId }, CHAPTERS, { locked: [2] });
  const { id: entryId } = await db().bibleEntry.create({ data: { projectId, ...entry(BEFORE) } });
  await db().bibleEntry.create({ data: { projectId, name: 'Owen', aliases: [], kind: 'character', description: '' } });
  return { scope: { db: db(), ownerId, projectId }, ids, change: { entryId, entry: entry(AFTER) } };
}

describe('passages that need rewriting, on the model engine', () => {
  it('counts them, asks the model for each on its own, and records only the changed replies', async () => {
    const b = await book('rewrites-model@example.com', 'model');
    const impact = await previewBibleChange(b.scope, b.change);
    expect(impact).toMatchObject({ places: 2, sections: 2, lockedSections: 1 });
    expect(impact.rewrite).toMatchObject({ count: 3, locked: 1, needsModel: false });
    expect(impact.rewrite.estimate).toMatchObject({ engine: 'model', none: false });
    expect(impact.rewrite.estimate!.inputTokens).toBeGreaterThan(0);

    const saved = await saveBibleChangeWithRipple(b.scope, {
      change: b.change,
      version: 1,
      translate: translatorFor('en'),
    });
    expect(saved.proposed).toBe(2);
    expect(saved.runId).not.toBeNull();
    expect(server().requests).toHaveLength(0);

    const done = await runToEnd(saved.runId!);
    expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
    expect(done).toMatchObject({ kind: 'ripple.rewrite', progressDone: 3, progressTotal: 3 });
    // One request per passage, each with its passage alone: never the chapter's far end, never the locked chapter.
    const asked = server().requests.map((r) => firstUserMessage(r));
    expect(asked.map(passageOf).sort()).toEqual([EYES, MENDED, SOLD].sort());
    const mended = asked.find((p) => passageOf(p) === MENDED)!;
    expect(mended).not.toContain(SOLD);
    expect(mended).toContain('lighthouse lamp');
    expect(asked.find((p) => passageOf(p) === SOLD)).not.toContain('walked down to the harbour');
    expect(asked.join('\n')).not.toContain('Quinn mended nets by the door.');

    const rows = await db().suggestion.findMany({
      where: { projectId: b.scope.projectId },
      orderBy: { createdAt: 'asc' },
    });
    const rewrites = rows.filter((r) => r.type === 'ripple-rewrite');
    expect(rewrites.map((r) => [(r.anchor as Anchor).quote, r.expected])).toEqual([
      [MENDED, REPLIES[MENDED]],
      [EYES, REPLIES[EYES]],
    ]);
    // The same round as the renames, with the upstream change as evidence.
    expect(new Set(rows.map((r) => r.roundId)).size).toBe(1);
    for (const r of rewrites)
      expect(r).toMatchObject({
        role: 'continuity',
        status: 'open',
        evidence: { replacement: r.expected, change: { kind: 'bible-entry', from: 'Mara Quinn', to: 'Elena Quinn' } },
      });
    const round = await db().round.findUniqueOrThrow({ where: { id: rows[0].roundId } });
    expect(round.mediumCount).toBe(4);

    // Accepting one rewrite changes that passage alone; the locked chapter stays as written.
    const eyes = rewrites.find((r) => r.expected === REPLIES[EYES])!;
    const { runId } = await decideRound(b.scope, {
      roundId: round.id,
      decision: 'done',
      picks: { accepted: [eyes.id], rejected: rows.filter((r) => r.id !== eyes.id).map((r) => r.id) },
    });
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(await currentText(b.ids[1])).toBe(CHAPTERS[1].replace(EYES, REPLIES[EYES]));
    expect(await currentText(b.ids[0])).toBe(CHAPTERS[0]);
    expect(await currentText(b.ids[2])).toBe(CHAPTERS[2]);
  });

  it('passes by a passage whose words are gone since the ripple was proposed', async () => {
    const b = await book('rewrites-moved@example.com', 'model');
    const saved = await saveBibleChangeWithRipple(b.scope, {
      change: b.change,
      version: 1,
      translate: translatorFor('en'),
    });
    const edited = CHAPTERS[0].replace(MENDED, 'Quinn watched the boats.');
    const stageId = (await db().section.findUniqueOrThrow({ where: { id: b.ids[0] } })).stageId;
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId: b.scope.projectId,
        stageId,
        sectionId: b.ids[0],
        text: `Prologue.\n${edited}`,
        source: 'author',
        authorId: b.scope.ownerId,
      }),
    );
    const before = server().requests.length;
    expect((await runToEnd(saved.runId!)).status).toBe('succeeded');
    const asked = server()
      .requests.slice(before)
      .map((r) => passageOf(firstUserMessage(r)));
    expect(asked.sort()).toEqual([EYES, SOLD].sort());
    const sold = await db().suggestion.count({ where: { projectId: b.scope.projectId, type: 'ripple-rewrite' } });
    expect(sold).toBe(1);
  });
});

describe('a model that keeps failing on one passage', () => {
  it('keeps the passages rewritten before it and fails the run with the provider’s reason', async () => {
    const b = await book('rewrites-failing@example.com', 'model');
    const saved = await saveBibleChangeWithRipple(b.scope, {
      change: b.change,
      version: 1,
      translate: translatorFor('en'),
    });
    refused = SOLD;
    try {
      const failed = await runToEnd(saved.runId!);
      expect(failed.status).toBe('failed');
      expect(failed.errorCode).toBe('provider_error');
      expect(failed.errorMessage).toContain('HTTP 500');
      expect(failed.errorMessage).toContain('Attempts: 3.');
    } finally {
      refused = null;
    }
    const kept = await db().suggestion.findMany({ where: { projectId: b.scope.projectId, type: 'ripple-rewrite' } });
    expect(kept.map((r) => r.expected)).toEqual([REPLIES[MENDED]]);
  });
});

describe('a ripple of rewrites only', () => {
  it('from a rewritten plan field: offered with no place to replace, and queued for the model', async () => {
    const b = await book('rewrites-plan@example.com', 'model');
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: b.scope.projectId, key: 'brief' } });
    const brief = (setting: string) => ({ title: 'The Keeper', logline: '', characters: [], setting, themes: [] });
    const approve = { projectId: b.scope.projectId, stageId: stage.id, text: '', source: 'author' as const };
    await db().$transaction((tx) =>
      appendVersion(tx, {
        ...approve,
        data: brief('Mara Quinn mends nets for the fishermen.'),
        authorId: b.scope.ownerId,
      }),
    );
    await db().stage.update({ where: { id: stage.id }, data: { status: 'approved', approvedAt: new Date() } });
    await new Promise((r) => setTimeout(r, 5));
    await db().$transaction((tx) =>
      appendVersion(tx, {
        ...approve,
        data: brief('Mara Quinn keeps the lighthouse lamp.'),
        authorId: b.scope.ownerId,
      }),
    );
    const impact = await previewArtifactRipple(b.scope, { stageKey: 'brief' });
    expect(impact).toMatchObject({ places: 0, passages: 0, rewrite: { count: 2, locked: 1, needsModel: false } });
    const { proposed, runId } = await proposeArtifactRipple(b.scope, {
      stageKey: 'brief',
      toVersion: impact!.toVersion,
    });
    expect(proposed).toBe(0);
    const before = server().requests.length;
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    expect(
      server()
        .requests.slice(before)
        .map((r) => passageOf(firstUserMessage(r)))
        .sort(),
    ).toEqual([MENDED, SOLD].sort());
    expect(firstUserMessage(server().requests[before])).toContain('Mara Quinn keeps the lighthouse lamp.');
    const rows = await db().suggestion.findMany({ where: { projectId: b.scope.projectId } });
    expect(rows.map((r) => [r.type, r.expected])).toEqual([['ripple-rewrite', REPLIES[MENDED]]]);
    expect(rows[0].evidence).toMatchObject({ change: { kind: 'artifact', stageId: stage.id } });
  });

  it('is refused over the project’s budget with the figures, and saves nothing', async () => {
    const b = await book('rewrites-budget@example.com', 'model');
    await db().project.update({ where: { id: b.scope.projectId }, data: { budgetAmount: 50, budgetUnit: 'tokens' } });
    const impact = await previewBibleChange(b.scope, b.change);
    expect(impact.rewrite.estimate).toMatchObject({ verdict: 'over' });
    await expect(
      saveBibleChangeWithRipple(b.scope, { change: b.change, version: 1, translate: translatorFor('en') }),
    ).rejects.toMatchObject({ code: 'over_budget', details: { reason: 'over', limit: 50 } });
    expect(await db().run.count({ where: { projectId: b.scope.projectId } })).toBe(0);
    expect(await db().suggestion.count({ where: { projectId: b.scope.projectId } })).toBe(0);
    expect((await db().bibleEntry.findUniqueOrThrow({ where: { id: b.change.entryId } })).name).toBe('Mara Quinn');
  });
});

describe('passages that need rewriting, offline', () => {
  it('says they need a model and where they are, and proposes only the mechanical changes', async () => {
    const b = await book('rewrites-offline@example.com', 'offline');
    const impact = await previewBibleChange(b.scope, b.change);
    expect(impact.rewrite).toEqual({
      count: 3,
      locked: 1,
      needsModel: true,
      where: [
        { section: 'Chapter 1', opening: MENDED },
        { section: 'Chapter 1', opening: SOLD },
        { section: 'Chapter 2', opening: EYES },
      ],
      estimate: null,
    });
    const saved = await saveBibleChangeWithRipple(b.scope, {
      change: b.change,
      version: 1,
      translate: translatorFor('en'),
    });
    expect(saved).toEqual({ proposed: 2, runId: null });
    expect(await db().run.count({ where: { projectId: b.scope.projectId } })).toBe(0);
    expect(await db().suggestion.count({ where: { projectId: b.scope.projectId, type: 'ripple-rewrite' } })).toBe(0);
  });
});
