// The fact ripple a section's save asks for, over a 100,000-word story (40 chapters, the heroine's age
// in every paragraph) on a real Postgres: chapter 1 makes Mara fourteen, and the preview reads which
// later chapters still say twelve. No ledger row is current, so every later chapter's facts are
// computed: the worst case. Run: npx tsx --conditions=react-server test/bench/fact-ripple-bench.ts
import { loadavg } from 'node:os';
import { previewFactRipple } from '../../lib/data/ripples/propose-fact-ripple';
import { storedLength } from '../../lib/data/versions/append-version';
import { db } from '../../lib/db';
import { withBenchDatabase } from './bench-database';
import { seedStory } from './http/continuity';
import { spreadOf, type Spread } from './http/text-figures';

const RUNS = 3;
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const TARGET_MS = 500;
const show = (label: string, s: Spread) =>
  console.log(`${label}: min ${s.min.toFixed(0)} ms, median ${s.median.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`);

async function timedAsync<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await fn();
  return { ms: performance.now() - started, result };
}

await withBenchDatabase('fact-ripple', Number(process.env.BENCH_PG_PORT ?? 54504), async () => {
  const owner = await db().user.create({
    data: { email: 'fact-ripple-bench@example.com', name: 'Bench', passwordHash: 'x' },
  });
  const story = await seedStory(owner.id);
  const scope = { db: db(), ownerId: owner.id, projectId: story.projectId };
  await db().bibleEntry.createMany({
    data: ['Mara', 'Owen', 'Ana'].map((name) => ({
      projectId: story.projectId,
      name,
      aliases: [],
      kind: 'character' as const,
      description: '',
    })),
  });
  const words = story.texts.join(' ').split(/\s+/).length;
  console.log(`A ${words.toLocaleString('en')}-word story in ${story.texts.length} chapters; load ${loadAverage()}.`);

  // Chapter 1 saved again with Mara fourteen: the version the preview compares with the one before.
  const first = await db().section.findUniqueOrThrow({ where: { id: story.sections[0].id } });
  const text = story.texts[0].replaceAll('Mara was twelve', 'Mara was fourteen');
  const version = await db().version.create({
    data: {
      projectId: story.projectId,
      stageId: first.stageId,
      sectionId: first.id,
      number: 2,
      text,
      source: 'author',
      ...storedLength(text),
    },
  });
  await db().section.update({ where: { id: first.id }, data: { currentVersionId: version.id } });

  const preview = async (label: string) => {
    const runs: number[] = [];
    let places = 0;
    for (let i = 0; i < RUNS; i++) {
      const { ms, result } = await timedAsync(() => previewFactRipple(scope, { sectionId: first.id }));
      runs.push(ms);
      places = result?.places ?? 0;
    }
    show(`${label} (${places.toLocaleString('en')} places)`, spreadOf(runs));
    return Math.max(...runs);
  };
  const worst = await preview('Fact ripple preview, Mara named in every chapter');

  // The common book: the heroine of chapter 1 appears again only in the last chapter.
  for (const [i, s] of story.sections.entries()) {
    if (i === 0 || i === story.sections.length - 1) continue;
    const other = story.texts[i].replaceAll('Mara', 'Nora');
    const { id } = await db().version.create({
      data: {
        projectId: story.projectId,
        stageId: first.stageId,
        sectionId: s.id,
        number: 2,
        text: other,
        source: 'author',
        ...storedLength(other),
      },
    });
    await db().section.update({ where: { id: s.id }, data: { currentVersionId: id } });
  }
  await preview('Fact ripple preview, Mara named again only in the last chapter');
  console.log(`Load after: ${loadAverage()}. Target ≤ ${TARGET_MS} ms — ${worst <= TARGET_MS ? 'met' : 'missed'}`);
});
