// The voice profile of a 100,000-word story (40 chapters of about 2,400 words), read as the project
// page and every writing or revising step group read it: the writer's own versions from Postgres,
// each diffed against the model text it edits, then measured. Also the pure computation alone, in
// English and in Chinese. Run: npx tsx --conditions=react-server test/bench/voice-bench.ts
import { projectVoice } from '../../lib/data/projects/voice';
import { appendVersion } from '../../lib/data/versions/append-version';
import { db } from '../../lib/db';
import { voiceProfile } from '../../lib/workflow/voice/profile';
import { withBenchDatabase } from './bench-database';
import { seedStory } from './http/continuity';
import { spreadOf, type Spread } from './http/text-figures';

const RUNS = 3;
const show = (label: string, s: Spread) =>
  console.log(`${label}: min ${s.min.toFixed(0)} ms, median ${s.median.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`);

async function timed(fn: () => unknown): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

// The writer's edit of each model chapter: a paragraph of their own in the middle, a sentence cut.
const OWN =
  'She did not light the lamp at once. She sat on the top step with her boots off and listened to the bell buoy, which rang twice and stopped.';
const edit = (text: string) => {
  const paragraphs = text.split('\n\n');
  paragraphs.splice(15, 0, OWN);
  return paragraphs.join('\n\n').replace(' Ana, Mara’s older sister, laughed at the gulls.', '');
};

const CHINESE_PARAGRAPH =
  '玛拉爬上灯塔的楼梯，灯是冷的。她划了一根火柴，火柴灭了。“今晚不行，”她说，“船还在海上。”她又试了一次，灯芯着了。光扫过港口和暗礁，第一条船调头往回开。';

await withBenchDatabase('voice', 54552, async () => {
  const owner = await db().user.create({
    data: { email: 'voice-bench@example.com', name: 'Bench', passwordHash: 'x' },
  });
  const story = await seedStory(owner.id);
  const scope = { db: db(), ownerId: owner.id, projectId: story.projectId };
  for (const [i, section] of story.sections.entries())
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId: story.projectId,
        sectionId: section.id,
        text: edit(story.texts[i]),
        source: 'author',
        authorId: owner.id,
      }),
    );
  const words = story.texts.join(' ').split(/\s+/).length;
  console.log(`A ${words.toLocaleString('en')}-word story in ${story.sections.length} chapters, every chapter edited.`);

  await projectVoice(scope);
  const reads: number[] = [];
  for (let i = 0; i < RUNS; i++) reads.push(await timed(() => projectVoice(scope)));
  show('Voice read from Postgres (40 diffs) and measured', spreadOf(reads));

  // The worst case: every chapter the writer's own (no model text to diff against), all 100,000 words measured.
  await db().version.updateMany({ where: { projectId: story.projectId }, data: { source: 'author' } });
  const own: number[] = [];
  for (let i = 0; i < RUNS; i++) own.push(await timed(() => projectVoice(scope)));
  const size = (await projectVoice(scope)).profile.size;
  show(`Voice read and measured, ${size.toLocaleString('en')} words all the writer's own`, spreadOf(own));

  const english = { passages: story.texts, removed: [] };
  const pure: number[] = [];
  for (let i = 0; i < RUNS; i++) pure.push(await timed(() => voiceProfile(english)));
  show(`Profile of ${words.toLocaleString('en')} words of the writer's own, in-process`, spreadOf(pure));

  const chinese = Array.from({ length: 40 }, (_, c) =>
    Array.from({ length: 35 }, (_, i) => `${CHINESE_PARAGRAPH}第${c * 100 + i}天。`).join('\n\n'),
  );
  voiceProfile({ passages: chinese.slice(0, 1), removed: [] });
  const chars = chinese.join('').length;
  const zh: number[] = [];
  for (let i = 0; i < RUNS; i++) zh.push(await timed(() => voiceProfile({ passages: chinese, removed: [] })));
  show(`Profile of ${chars.toLocaleString('en')} Chinese characters, in-process (jieba loaded)`, spreadOf(zh));
});
