// The Continuity panel's read and the continuity reviewer's check after one chapter's edit, at about
// 100,000 and 1,000,000 words, on a real Postgres: with this process's book forgotten first (every
// section's text read and the whole book checked, as before the book was kept) and with it kept.
// Run: BENCH_PG_PORT=55968 npx tsx --conditions=react-server test/bench/continuity-read-bench.ts
import { forgetContinuityBooks } from '../../lib/data/continuity/book-cache';
import { readContinuityBook } from '../../lib/data/continuity/book';
import { continuityView } from '../../lib/data/continuity/continuity-view';
import { listWaivers } from '../../lib/data/continuity/waivers';
import { appendVersion } from '../../lib/data/versions/append-version';
import { db } from '../../lib/db';
import { partitionByWaivers } from '../../lib/workflow/continuity/waivers';
import { withBenchDatabase } from './bench-database';
import { seedStory } from './http/continuity';
import { spreadOf } from './http/text-figures';

const RUNS = 3;
const show = (values: number[]) => {
  const s = spreadOf(values);
  return `${s.min.toFixed(0)} / ${s.median.toFixed(0)} / ${s.max.toFixed(0)} ms`;
};

async function timedAsync(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

await withBenchDatabase('continuity-read', Number(process.env.BENCH_PG_PORT ?? 54504), async () => {
  const owner = await db().user.create({
    data: { email: 'continuity-bench@example.com', name: 'Bench', passwordHash: 'x' },
  });
  for (const chapters of [40, 400]) {
    const story = await seedStory(owner.id, chapters);
    const { projectId } = story;
    const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
    const scope = { db: db(), ownerId: owner.id, projectId };
    const words = story.texts.join(' ').split(/\s+/).length;
    let edits = 0;
    const edit = () =>
      db().$transaction((tx) =>
        appendVersion(tx, {
          projectId,
          stageId,
          sectionId: story.sections[7].id,
          text: `${story.texts[7]} Owen was forty by then, edit ${++edits}.`,
          source: 'model',
          engine: 'offline',
        }),
      );
    const reviewer = async () => {
      const read = await readContinuityBook(db(), { projectId, stageId });
      return partitionByWaivers(read!.findings(), await listWaivers(db(), projectId));
    };
    const view = await continuityView(scope, 'final'); // extracts the ledger once
    const figures = { cold: [] as number[], kept: [] as number[], same: [] as number[], reviewer: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      await edit();
      forgetContinuityBooks();
      figures.cold.push(await timedAsync(() => continuityView(scope, 'final')));
      await edit();
      figures.kept.push(await timedAsync(() => continuityView(scope, 'final')));
      figures.same.push(await timedAsync(() => continuityView(scope, 'final')));
      await edit();
      figures.reviewer.push(await timedAsync(reviewer));
    }
    console.log(`${words.toLocaleString('en')} words, ${chapters} chapters, ${view.counts.open} open findings:`);
    console.log(`  panel read after one edit, book not kept (the old path): ${show(figures.cold)}`);
    console.log(`  panel read after one edit, book kept:                    ${show(figures.kept)}`);
    console.log(`  panel read, nothing changed:                             ${show(figures.same)}`);
    console.log(`  reviewer's read and check after one edit, book kept:     ${show(figures.reviewer)}`);
  }
});
