// Tokens per refinement round: revising only what the accepted suggestions touch, as edits of the
// quoted passages (what the loop does), against rewriting those sections whole and against rewriting
// the whole document with the same tasks, on a 20-section document where the accepted suggestions
// touch 3 sections with small fixes. The real loop (job handlers, model
// engine, Chat Completions over HTTP) runs against a local scripted OpenAI server whose replies
// report usage as a provider would: prompt tokens ≈ prompt characters / 4, completion ≈ reply / 4.
// Run with `npx tsx --conditions=react-server test/bench/loops-bench.ts`; it starts its own
// embedded Postgres on port 54354.
import fs from 'node:fs';
import path from 'node:path';
import { createProject } from '../../lib/data/projects/projects';
import { decideRound } from '../../lib/data/refinement/decide-round';
import { startLoop } from '../../lib/data/refinement/start-loop';
import { appendVersion } from '../../lib/data/versions/append-version';
import { db, disconnectDb } from '../../lib/db';
import { createModelEngine } from '../../lib/engine/model';
import type { Priority, ReviseInput, RevisionTask, Usage } from '../../lib/engine/types';
import { resetEnvCache, setDatabaseUrl } from '../../lib/env';
import { executeRun } from '../../lib/jobs/execute-run';
import '../../lib/jobs/handlers';
import { storedAssessment } from '../../lib/jobs/loops/assess-round';
import { revisionTasksBySection } from '../../lib/workflow/loop/revision-tasks';
import { startEmbeddedPostgres } from '../../lib/runtime/postgres';
import type { Anchor } from '../../lib/text/anchor';
import { templateOf } from '../../lib/workflow/templates';
import { ScriptedLoopModel, type PlannedFinding } from '../support/loop-model';
import { startOpenAIServer } from '../support/openai-server';
import type { Responder } from '../support/openai-server';
import { migrate } from '../support/test-cluster';

const SECTIONS = 20;
const SENTENCES = 14;
const TOUCHED = [2, 9, 15];
// Targets (for the note; the exit code only says whether the bench ran).
const VS_DOCUMENT_TARGET = 20;
const VS_SECTIONS_TARGET = 3;
const TOTAL_TARGET = 3;

// Accepted (high, medium) findings in three sections; low ones elsewhere stay open and cost nothing.
const PLAN: PlannedFinding[] = [
  { section: 2, priority: 'high' },
  { section: 2, priority: 'medium' },
  { section: 9, priority: 'high' },
  { section: 15, priority: 'medium' },
  { section: 15, priority: 'medium' },
  { section: 5, priority: 'low' },
  { section: 12, priority: 'low' },
];

const PEOPLE = ['Mara', 'the keeper', 'old Tomas', 'the pilot', 'the harbour master', 'Ines', 'the cook'];
const ACTS = [
  'checked the lamp oil',
  'read the tide table',
  'climbed to the gallery',
  'trimmed the wick',
  'logged the wind',
  'watched the reef',
  'mended the shutter',
];
const WHEN = [
  'before the bell rang',
  'as the fog thickened',
  'while the boats came in',
  'after the supper hour',
  'in the grey of morning',
  'when the gulls went quiet',
];

/** Chapter i of a deterministic manuscript: distinct sentences of about 14 words each. */
function chapter(i: number): string {
  return Array.from({ length: SENTENCES }, (_, j) => {
    const k = i * SENTENCES + j;
    return `In the ${j + 1}th hour of chapter ${i + 1}, ${PEOPLE[k % PEOPLE.length]} ${ACTS[(k * 3) % ACTS.length]} ${WHEN[(k * 5) % WHEN.length]}.`;
  }).join(' ');
}

/** The loop model's replies, with the usage a provider would report for them. */
function withUsage(respond: Responder): Responder {
  return (request) => {
    const step = respond(request);
    if (step.type !== 'reply') return step;
    const messages: { content: unknown }[] = request.body?.messages ?? [];
    const promptChars = messages.reduce(
      (n, m) => n + (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)).length,
      0,
    );
    return { ...step, usage: { prompt: Math.ceil(promptChars / 4), completion: Math.ceil(step.content.length / 4) } };
  };
}

interface Tally extends Usage {
  calls: number;
}
const add = (t: Tally, u: Usage): Tally => ({
  calls: t.calls + 1,
  inputTokens: t.inputTokens + u.inputTokens,
  outputTokens: t.outputTokens + u.outputTokens,
});
const empty = (): Tally => ({ calls: 0, inputTokens: 0, outputTokens: 0 });

async function runHere(runId: string): Promise<void> {
  await executeRun(runId, 'bench-worker');
  const run = await db().run.findUniqueOrThrow({ where: { id: runId } });
  if (run.status !== 'succeeded') throw new Error(`run ${runId} ${run.status}: ${run.errorCode} ${run.errorMessage}`);
}

const dir = path.resolve(import.meta.dirname, '../../.data/bench/loops');
fs.rmSync(dir, { recursive: true, force: true });
const cluster = await startEmbeddedPostgres({ dir, port: 54354, ephemeral: true });
const model = new ScriptedLoopModel();
const server = await startOpenAIServer({ respond: withUsage(model.respond) });
try {
  await cluster.createDatabase('loops_bench');
  await migrate(cluster.urlFor('loops_bench'));
  Object.assign(process.env, {
    OPENAI_BASE_URL: server.url,
    OPENAI_API_KEY: 'bench',
    MODEL_DEFAULT: 'test-model',
    MODEL_RETRY_BASE_MS: '5',
  });
  resetEnvCache();
  setDatabaseUrl(cluster.urlFor('loops_bench'));

  // A story whose final stage holds 20 written chapters.
  const owner = await db().user.create({ data: { email: 'bench@example.com', name: 'bench', passwordHash: 'x' } });
  const config = templateOf('story').config.parse({
    premise: 'A lighthouse on the night of a storm.',
    targetWords: SECTIONS * 200,
    language: 'en',
  }) as Record<string, unknown>;
  const project = await createProject(db(), owner.id, {
    template: 'story',
    title: 'Loops bench',
    mode: 'staged',
    engine: 'model',
    config,
  });
  const stage = await db().stage.findFirstOrThrow({ where: { projectId: project.id, key: 'final' } });
  const sectionIds: string[] = [];
  for (let i = 0; i < SECTIONS; i++) {
    const s = await db().section.create({
      data: {
        projectId: project.id,
        stageId: stage.id,
        position: i,
        displayNumber: String(i + 1),
        title: `Chapter ${i + 1}`,
        goal: 'Carry the storm night forward',
        targetLength: 200,
        status: 'written',
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId: project.id,
        stageId: stage.id,
        sectionId: s.id,
        text: chapter(i),
        source: 'model',
        engine: 'model',
      }),
    );
    sectionIds.push(s.id);
  }
  model.script(sectionIds, { findings: (n) => (n === 1 ? PLAN : []) });

  // One manual round on the real machinery: assess, accept the high and medium points, revise.
  const { loopId, runId } = await startLoop(
    { db: db(), ownerId: owner.id, projectId: project.id },
    {
      stageKey: 'final',
      mode: 'manual',
      roles: ['red', 'blue', 'judge'],
      maxRounds: 3,
      accept: ['high', 'medium'],
      tokenBudget: null,
    },
  );
  await runHere(runId);
  const round = await db().round.findFirstOrThrow({ where: { loopId, number: 1 }, include: { suggestions: true } });
  const accepted = round.suggestions.filter((s) => s.priority !== 'low');
  const decided = await decideRound(
    { db: db(), ownerId: owner.id, projectId: project.id },
    {
      roundId: round.id,
      decision: 'accept_selected',
      picks: {
        accepted: accepted.map((s) => s.id),
        rejected: [],
      },
    },
  );
  await runHere(decided.runId!);

  const assessment: Tally = { calls: 0, inputTokens: round.inputTokens, outputTokens: round.outputTokens };
  assessment.calls = await db().modelCall.count({ where: { runId, role: { startsWith: 'reviewer' } } });
  const targeted = (await db().modelCall.findMany({ where: { roundId: round.id, role: 'reviser' } })).reduce(
    (t, c) => add(t, c),
    empty(),
  );
  const touched = new Set(
    (
      await db().version.findMany({ where: { roundId: round.id, source: 'revision' }, select: { sectionId: true } })
    ).map((v) => sectionIds.indexOf(v.sectionId!)),
  );
  if ([...touched].sort((a, b) => a - b).join() !== TOUCHED.join())
    throw new Error(`expected sections ${TOUCHED} revised, got ${[...touched]}`);

  // The same tasks, rewriting the whole document: all 20 sections through the reviser, from the same inputs.
  const engine = createModelEngine({ recorder: () => {} });
  const inputs = await db().version.findMany({ where: { id: { in: round.inputVersionIds } } });
  const stored = await storedAssessment(db(), round);
  const tasks = revisionTasksBySection(
    accepted.map((s) => ({ ...s, priority: s.priority as Priority, anchor: s.anchor as Anchor | null })),
    sectionIds,
    stored?.globalScope ?? 'all',
  );
  const sectionOf = async (id: string) => {
    const s = await db().section.findUniqueOrThrow({ where: { id } });
    return {
      id,
      title: s.title,
      goal: s.goal,
      targetLength: s.targetLength,
      text: inputs.find((v) => v.sectionId === id)!.text,
    };
  };
  const revise = (section: ReviseInput['section'], list: RevisionTask[]) =>
    engine.revise({
      language: 'en',
      section,
      tasks: list,
      keep: stored?.keep ?? [],
      canonicalNames: [],
      wholeSection: true,
    });
  const tally = async (ids: string[]) =>
    (await Promise.all(ids.map(async (id) => revise(await sectionOf(id), tasks.get(id) ?? [])))).reduce(
      (t, r) => add(t, r.usage),
      empty(),
    );
  const perSection = await tally(sectionIds);
  const wholeTouched = await tally(TOUCHED.map((i) => sectionIds[i]));
  const sections = await Promise.all(sectionIds.map(sectionOf));
  const whole = {
    id: 'document',
    title: 'Whole document',
    goal: 'Carry the storm night forward',
    targetLength: SECTIONS * 200,
    text: sections.map((s) => s.text).join('\n\n'),
  };
  const oneCall = add(empty(), (await revise(whole, [...tasks.values()].flat())).usage);

  const total = (a: Tally, b: Tally): Tally => ({
    calls: a.calls + b.calls,
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
  });
  const num = (n: number) => n.toLocaleString('en-US').padStart(11);
  const row = (name: string, t: Tally) =>
    console.log(
      `${name.padEnd(50)}${String(t.calls).padStart(6)}${num(t.inputTokens)}${num(t.outputTokens)}${num(t.inputTokens + t.outputTokens)}`,
    );
  const words = sections.reduce((n, s) => n + s.text.split(/\s+/).length, 0);
  console.log(
    `Tokens per round: ${SECTIONS}-section document (${words.toLocaleString('en-US')} words), ${accepted.length} accepted suggestions touching ${TOUCHED.length} sections`,
  );
  console.log(
    '(usage as the test server reports it: prompt ≈ prompt characters / 4, completion ≈ reply characters / 4)\n',
  );
  console.log(
    `${''.padEnd(50)}${'calls'.padStart(6)}${'input'.padStart(11)}${'output'.padStart(11)}${'total'.padStart(11)}`,
  );
  row('assessment (red + blue + judge)', assessment);
  row(`revision, targeted edits (${TOUCHED.length} sections)`, targeted);
  row(`revision, targeted whole sections (${TOUCHED.length} sections)`, wholeTouched);
  row(`revision, whole document (${SECTIONS} sections)`, perSection);
  row('revision, whole document in one call', oneCall);
  row('round, targeted edits', total(assessment, targeted));
  row(`round, whole document (${SECTIONS} sections)`, total(assessment, perSection));
  const sum = (t: Tally) => t.inputTokens + t.outputTokens;
  const ratio = (a: number, b: number, target?: number) =>
    `${(a / b).toFixed(1)}×${target ? ` (target ≥ ${target}×)` : ''}`;
  console.log('\nrevision output tokens, edits against:');
  console.log(`  whole document          ${ratio(perSection.outputTokens, targeted.outputTokens, VS_DOCUMENT_TARGET)}`);
  console.log(`  whole document, 1 call  ${ratio(oneCall.outputTokens, targeted.outputTokens)}`);
  console.log(
    `  whole touched sections  ${ratio(wholeTouched.outputTokens, targeted.outputTokens, VS_SECTIONS_TARGET)}`,
  );
  console.log('revision total tokens (input + output), edits against:');
  console.log(`  whole document          ${ratio(sum(perSection), sum(targeted), TOTAL_TARGET)}`);
  console.log(`  whole touched sections  ${ratio(sum(wholeTouched), sum(targeted))}`);
  console.log(
    `round total tokens, whole document / targeted edits: ${ratio(sum(assessment) + sum(perSection), sum(assessment) + sum(targeted))}`,
  );
} finally {
  await disconnectDb();
  await server.close();
  await cluster.stop();
}
