import { describe, expect, it } from 'vitest';
import { getStageView } from '../../../lib/data/stages/stage-view';
import { loopsOfStage } from '../../../lib/data/refinement/history';
import { firstUserMessage, schemaName } from '../../support/openai-fixtures';
import type { ReceivedRequest } from '../../support/openai-server';
import { reply, type Step } from '../../support/openai-steps';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged, patchConfig } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import { CLEAN_PROSE, requestKind, requestSectionTitle, scriptedStep } from '../../support/model-script';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

useTestDatabase();

const SECTIONS = 6;
const scores = (n: number) => ({ evidence: n, structure: n, language: n, length: n, citations: n, originality: n });
const issue = (priority: 'high' | 'medium') => ({
  quote: 'Malinowski argued',
  type: 'completeness',
  issue: 'The claim about Malinowski has no citation.',
  expected: 'A citation after the claim.',
  priority,
});

/** Each section's reviews in turn, by title; a title not listed passes at once. */
let reviewPlan: Record<string, { score: number; priority?: 'high' | 'medium' }[]> = {};
const reviewsSeen = new Map<string, number>();

function sectionReview(request: ReceivedRequest): Step {
  const title = requestSectionTitle(request) ?? '';
  const seen = reviewsSeen.get(title) ?? 0;
  reviewsSeen.set(title, seen + 1);
  const planned = reviewPlan[title]?.[seen] ?? { score: 8 };
  return reply.json({
    dimensions: scores(planned.score),
    verdict: planned.score >= 7 ? 'ok' : planned.score >= 5 ? 'revise' : 'rewrite',
    issues: planned.priority ? [issue(planned.priority)] : planned.score >= 7 ? [] : [issue('medium')],
    comment: `Scored ${planned.score}.`,
  });
}

/** The global review's verdict in its first round; afterwards it finds nothing. */
let globalVerdict: 'ok' | 'rewrite' = 'ok';
let globalRounds = 0;

/** How many drafts of each section the writer has been asked for, by title. */
const draftsWritten = new Map<string, number>();

function respond(request: ReceivedRequest): Step {
  switch (schemaName(request)) {
    case undefined: {
      // Prose that names its section and draft, so a later prompt shows which text of it it carries.
      const title = requestSectionTitle(request) ?? '';
      const draft = (draftsWritten.get(title) ?? 0) + 1;
      draftsWritten.set(title, draft);
      return reply.text(`Text of ${title}. Draft ${draft}. ${CLEAN_PROSE}`);
    }
    case 'section_review':
      return sectionReview(request);
    case 'global_review': {
      const rewrite = globalRounds++ === 0 && globalVerdict === 'rewrite';
      const part2 = /<section id="([^"]+)" title="Part 2"/.exec(firstUserMessage(request))?.[1];
      return reply.json({
        dimensions: scores(rewrite ? 4 : 8),
        verdict: rewrite ? 'rewrite' : 'ok',
        issues: rewrite ? [{ ...issue('high'), section: part2 }] : [],
        comment: rewrite ? 'The argument does not hold together.' : 'Fine.',
      });
    }
    case 'red_review':
      return reply.json({ improvements: [] });
    default:
      return scriptedStep(request, SECTIONS);
  }
}
const server = useModelServer(respond);

async function paperAt(stage: string, email: string) {
  const owner = await makeUser(email);
  const { id } = await makeProject(owner.id, 'paper', 'staged', 'model');
  await patchConfig(id, { maxSectionRewrites: 2 });
  const { runId } = await driveStaged(owner.id, id, stage);
  return { owner, id, runId: runId! };
}

async function runRequests(runId: string): Promise<ReceivedRequest[]> {
  const from = server().requests.length;
  const done = await runToEnd(runId);
  expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
  return server().requests.slice(from);
}

const earlierTitles = (request: ReceivedRequest) =>
  [...firstUserMessage(request).matchAll(/<earlier title="([^"]+)"[^>]*>\n(.*)/g)].map((m) => [m[1], m[2]]);

const titles = (n: number) => Array.from({ length: n }, (_, i) => `Part ${i + 1}`);

describe('the paper sections stage (seed 001)', () => {
  it('writes the sections in order: the writer of section k sees sections 1..k-1', async () => {
    reviewPlan = {};
    const { runId } = await paperAt('sections', 'rolling@example.com');
    const requests = await runRequests(runId);
    const writers = requests.filter((r) => requestKind(r) === 'writer');
    expect(writers.map(requestSectionTitle)).toEqual(titles(SECTIONS));
    writers.forEach((request, k) => {
      const seen = earlierTitles(request);
      expect(seen.map(([title]) => title)).toEqual(titles(k));
      for (const [title, text] of seen) expect(text).toContain(`Text of ${title}.`);
    });
  });

  it('writes a section only after the one before has passed its review, from its passed text', async () => {
    reviewsSeen.clear();
    draftsWritten.clear();
    reviewPlan = {
      // Rewritten from scratch, then passes: Part 3 must be written from the second draft.
      'Part 2': [{ score: 3 }, { score: 8 }],
      // Revised twice and still short: its rewrites are used up, and Part 5's writer is told.
      'Part 4': [{ score: 6 }, { score: 6 }, { score: 6 }],
    };
    const { runId } = await paperAt('sections', 'gate@example.com');
    const requests = await runRequests(runId);
    const about = requests.map((r) => [requestKind(r), requestSectionTitle(r)] as const);

    // Everything about section k (its drafts, reviews and revisions) comes before section k+1's first draft.
    for (let k = 1; k < SECTIONS; k++) {
      const nextDraft = about.findIndex(([kind, title]) => kind === 'writer' && title === `Part ${k + 1}`);
      const lastOfThis = about.findLastIndex(([, title]) => title === `Part ${k}`);
      expect(lastOfThis, `Part ${k} is settled before Part ${k + 1} starts`).toBeLessThan(nextDraft);
    }
    expect(about.filter(([, title]) => title === 'Part 2').map(([kind]) => kind)).toEqual([
      'writer',
      'section_review',
      'writer',
      'section_review',
    ]);

    const writerOf = (title: string) =>
      requests.find((r) => requestKind(r) === 'writer' && requestSectionTitle(r) === title)!;
    const part3Sees = Object.fromEntries(earlierTitles(writerOf('Part 3')));
    expect(part3Sees['Part 2']).toContain('Draft 2.');
    expect(firstUserMessage(writerOf('Part 3'))).not.toContain('Text of Part 2. Draft 1.');
    expect(firstUserMessage(writerOf('Part 3'))).not.toContain('<unpassed>');

    // Part 4 used up its two revisions: the next writer reads its text and is told it did not pass.
    const part5 = firstUserMessage(writerOf('Part 5'));
    expect(part5).toContain('Revised.');
    expect(part5).toMatch(/did not pass their review[\s\S]*<unpassed>\nPart 4: Scored 6\.\n<\/unpassed>/);
  });

  it('stores every section review and lets its scores decide: pass, revise, or rewrite afresh', async () => {
    reviewsSeen.clear();
    reviewPlan = {
      'Part 2': [{ score: 6 }, { score: 8 }],
      'Part 3': [{ score: 3 }, { score: 8 }],
      'Part 4': [{ score: 8, priority: 'high' }, { score: 8 }],
      // A reviewer that says "ok" at 7 still cannot pass a section with a serious issue; after two
      // revisions the section stays written for the author.
      'Part 5': [{ score: 7, priority: 'high' }, { score: 6 }, { score: 4 }],
    };
    const { owner, id, runId } = await paperAt('sections', 'scores@example.com');
    const requests = await runRequests(runId);
    const count = (kind: string, title: string) =>
      requests.filter((r) => requestKind(r) === kind && requestSectionTitle(r) === title).length;

    const sections = await db().section.findMany({
      where: { projectId: id, stage: { key: 'sections' } },
      orderBy: { position: 'asc' },
      include: {
        reviews: { orderBy: { createdAt: 'asc' }, include: { version: true } },
        versions: { orderBy: { number: 'asc' } },
      },
    });
    const byTitle = Object.fromEntries(sections.map((s) => [s.title, s]));
    const decisions = (title: string) => byTitle[title].reviews.map((r) => [r.overall, r.decision]);
    expect(decisions('Part 1')).toEqual([[8, 'pass']]);
    expect(decisions('Part 2')).toEqual([
      [6, 'revise'],
      [8, 'pass'],
    ]);
    expect(decisions('Part 3')).toEqual([
      [3, 'rewrite'],
      [8, 'pass'],
    ]);
    expect(decisions('Part 4')).toEqual([
      [8, 'revise'],
      [8, 'pass'],
    ]);
    expect(decisions('Part 5')).toEqual([
      [7, 'revise'],
      [6, 'revise'],
      [4, 'rewrite'],
    ]);
    // Each review is stored on the version it read, with its six scores and comment.
    for (const s of sections) {
      s.reviews.forEach((r, i) => expect(r.version.number).toBe(i + 1));
      expect(s.reviews.every((r) => r.comment.startsWith('Scored'))).toBe(true);
    }
    expect(byTitle['Part 2'].reviews[0]).toMatchObject({ evidence: 6, citations: 6, verdict: 'revise' });

    // Revise is a targeted revision of the text; rewrite writes the section again from its goal.
    expect(byTitle['Part 2'].versions.map((v) => v.source)).toEqual(['model', 'revision']);
    expect(byTitle['Part 3'].versions.map((v) => v.source)).toEqual(['model', 'model']);
    expect(count('writer', 'Part 3')).toBe(2);
    expect(count('revision', 'Part 3')).toBe(0);
    expect(count('revision', 'Part 2')).toBe(1);
    const rewritePrompt = requests.filter((r) => requestKind(r) === 'writer' && requestSectionTitle(r) === 'Part 3')[1];
    expect(firstUserMessage(rewritePrompt)).toContain('write it afresh');
    expect(firstUserMessage(rewritePrompt)).toContain('Scored 3.');
    expect(sections.map((s) => s.status)).toEqual(['passed', 'passed', 'passed', 'passed', 'written', 'passed']);

    // The stage page shows the open section's reviews in order: the trend across its versions.
    const part3Id = sections.find((s) => s.title === 'Part 3')!.id;
    const part3 = (
      await getStageView(
        { db: db(), ownerId: owner.id, projectId: id },
        { stageKey: 'sections', openSectionId: part3Id },
      )
    ).openSection!;
    expect(part3.reviews.map((r) => [r.versionNumber, r.overall, r.decision])).toEqual([
      [1, 3, 'rewrite'],
      [2, 8, 'pass'],
    ]);
    // Seed 001 §4.5: the section reviewer scores five dimensions; originality is the global review's.
    const { originality: _notScored, ...five } = scores(8);
    expect(part3.reviews[1].scores).toEqual(five);
    expect(sections.every((s) => s.reviews.every((r) => r.originality === null))).toBe(true);
    const asked = requests.find((r) => requestKind(r) === 'section_review')!.body.response_format.json_schema.schema;
    expect(Object.keys(asked.properties.dimensions.properties)).toEqual([
      'evidence',
      'structure',
      'language',
      'length',
      'citations',
    ]);
    expect(firstUserMessage(requests.find((r) => requestKind(r) === 'section_review')!)).toContain(
      'Score evidence, structure, language, length and citations from 1 to 10.',
    );
  });

  it('honours a global "rewrite" verdict: every section is revised, then reviewed again', async () => {
    reviewPlan = {};
    globalVerdict = 'rewrite';
    globalRounds = 0;
    const { id, runId } = await paperAt('review', 'global@example.com');
    const stage = await db().stage.findFirstOrThrow({ where: { projectId: id, key: 'sections' } });
    const before = await db().sectionReview.count({ where: { section: { stageId: stage.id } } });
    const requests = await runRequests(runId);

    const revised = requests.filter((r) => requestKind(r) === 'revision').map(requestSectionTitle);
    expect(revised.sort()).toEqual(titles(SECTIONS));
    expect(
      requests
        .filter((r) => requestKind(r) === 'revision')
        .map(firstUserMessage)
        .join('\n'),
    ).toContain('every section to be rewritten');
    // The section reviewer reads each revised section again and stores its scores on the new version.
    const reReviewed = requests.filter((r) => requestKind(r) === 'section_review').map(requestSectionTitle);
    expect(reReviewed.sort()).toEqual(titles(SECTIONS));
    const sections = await db().section.findMany({
      where: { stageId: stage.id },
      include: { reviews: { orderBy: { createdAt: 'desc' }, take: 1 }, currentVersion: true },
    });
    expect(await db().sectionReview.count({ where: { section: { stageId: stage.id } } })).toBe(before + SECTIONS);
    for (const s of sections) {
      expect(s.currentVersion?.source).toBe('revision');
      expect(s.reviews[0].versionId).toBe(s.currentVersionId);
      expect(s.status).toBe('passed');
    }
    // The global reviewer's scores are stored with each round, as section scores are, and shown with it.
    const stored = await db().globalReview.findMany({
      where: { round: { projectId: id } },
      include: { round: { select: { number: true } } },
      orderBy: { createdAt: 'asc' },
    });
    expect(
      stored.map((g) => [g.round.number, g.overall, g.originality, g.verdict, g.seriousIssues, g.comment]),
    ).toEqual([
      [1, 4, 4, 'rewrite', 1, 'The argument does not hold together.'],
      [2, 8, 8, 'ok', 0, 'Fine.'],
    ]);
    const [loop] = await loopsOfStage(db(), stage.id);
    expect(
      loop.rounds.map((r) => r.globalReview && [r.globalReview.overall, r.globalReview.scores.originality]),
    ).toEqual([
      [4, 4],
      [8, 8],
    ]);
    globalVerdict = 'ok';
  });
});
