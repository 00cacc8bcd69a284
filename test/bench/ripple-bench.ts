// The ripple of a bible rename over a 100,000-word story (40 chapters, the heroine named in every
// paragraph): what the entry form's impact and the save with its ripple cost, on a real Postgres, and
// the pure computation alone. Run: npx tsx --conditions=react-server test/bench/ripple-bench.ts
import { previewBibleChange } from '../../lib/data/ripples/preview-bible-change';
import { saveBibleChangeWithRipple } from '../../lib/data/ripples/save-bible-change';
import { db } from '../../lib/db';
import type { Translate } from '../../lib/i18n/translator';
import { withBenchDatabase } from './bench-database';
import { seedStory } from './http/continuity';
import { rippleInProcess } from './http/ripple';
import { spreadOf, type Spread } from './http/text-figures';

const RUNS = 3;
const TARGET_MS = 500;
const DESCRIPTION = 'The keeper’s daughter, who mends the nets.';
const entry = (name: string, description = DESCRIPTION) => ({
  name,
  aliases: [],
  kind: 'character' as const,
  description,
});
const show = (label: string, s: Spread) =>
  console.log(`${label}: min ${s.min.toFixed(0)} ms, median ${s.median.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`);

async function timedAsync(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

// Only a duplicate name is translated, and the bench renames to a free one.
const translate = ((key: string) => key) as Translate;

await withBenchDatabase('ripple', Number(process.env.BENCH_PG_PORT ?? 54503), async () => {
  const owner = await db().user.create({
    data: { email: 'ripple-bench@example.com', name: 'Bench', passwordHash: 'x' },
  });
  const story = await seedStory(owner.id);
  const scope = { db: db(), ownerId: owner.id, projectId: story.projectId };
  const words = story.texts.join(' ').split(/\s+/).length;
  const { id: entryId } = await db().bibleEntry.create({ data: { projectId: story.projectId, ...entry('Mara') } });
  await db().bibleEntry.create({ data: { projectId: story.projectId, ...entry('Owen', '') } });
  console.log(`A ${words.toLocaleString('en')}-word story in ${story.texts.length} chapters; renaming Mara.`);

  const pure = rippleInProcess(story.texts, RUNS);
  show('Ripple computed in-process (no database)', pure.spread);

  const impact = await previewBibleChange(scope, { entryId, entry: entry('Elena') });
  const previews: number[] = [];
  for (let i = 0; i < RUNS; i++)
    previews.push(await timedAsync(() => previewBibleChange(scope, { entryId, entry: entry('Elena') })));
  show(
    `Impact before saving (${impact.places.toLocaleString('en')} places, ${impact.passages.toLocaleString('en')} passages, ${impact.sections} sections)`,
    spreadOf(previews),
  );

  // Her description rewritten, her name kept: every sentence naming her is read for what it no longer says.
  const rewritten = {
    entryId,
    entry: entry('Mara', 'The keeper’s daughter, who keeps the harbour lamp lit.'),
  };
  const withRewrites = await previewBibleChange(scope, rewritten);
  const rewriting: number[] = [];
  for (let i = 0; i < RUNS; i++) rewriting.push(await timedAsync(() => previewBibleChange(scope, rewritten)));
  show(
    `Impact of a rewritten description (${withRewrites.rewrite.count.toLocaleString('en')} passages to rewrite)`,
    spreadOf(rewriting),
  );

  // Each save renames her and proposes the ripple (joining the round still waiting for the writer);
  // her name is then put back directly, so that every save reads the same text and the same change.
  const saves: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const change = { entryId, entry: entry('Elena') };
    saves.push(await timedAsync(() => saveBibleChangeWithRipple(scope, { change, version: i + 1, translate })));
    await db().bibleEntry.update({ where: { id: entryId }, data: { name: 'Mara' } });
  }
  show('Save with its ripple (suggestions written in one transaction)', spreadOf(saves));
  const worst = Math.max(pure.spread.max, ...previews, ...rewriting);
  console.log(`Target: impact ≤ ${TARGET_MS} ms offline — ${worst <= TARGET_MS ? 'met' : 'missed'}`);
});
