import { randomUUID } from 'node:crypto';
import { createProject } from '../../../lib/data/projects/projects';
import { db } from '../../../lib/db';
import { anchorAt } from '../../../lib/text/anchor';
import { storedLength } from '../../../lib/data/versions/append-version';
import { templateOf } from '../../../lib/workflow/templates';

// A paper in review at its sections stage, written straight into the database: `words` words in
// `sections` sections, each with `versions` versions, and `suggestions` past suggestions spread over
// rounds of one loop per section (a tenth still open, on the current text).

export interface SeededBook {
  projectId: string;
  sections: { id: string; version: number }[];
}

export interface BookShape {
  /** Words, or characters for a Chinese book. */
  words: number;
  language?: 'en' | 'zh';
  sections: number;
  versions: number;
  suggestions: number;
}

const VOCABULARY = (
  'the harbour lights went out one by one while the keeper climbed to the gallery and watched the reef ' +
  'under a grey sky where gulls argued over the nets and the tide turned slowly against the old stone quay'
).split(' ');

const HANZI =
  '港口的灯一盏接一盏熄灭守塔人登上回廊望着暗礁天色灰暗海鸥在渔网上争吵潮水慢慢漫过古老的石码头她数着台阶上的脚步声';

/** Chinese prose of `chars` characters in sentences of twenty and paragraphs of eight sentences. */
function chineseProse(chars: number, seed: number): string {
  const paragraphs: string[] = [];
  let paragraph = '';
  for (let i = 0, sentence = 0; i < chars; i++) {
    paragraph += HANZI[(i * 7 + seed * 13 + Math.floor(i / 11)) % HANZI.length];
    if ((i + 1) % 20 === 0) {
      paragraph += '。';
      if (++sentence % 8 === 0) {
        paragraphs.push(paragraph);
        paragraph = '';
      }
    }
  }
  if (paragraph) paragraphs.push(`${paragraph}。`);
  return paragraphs.join('\n\n');
}

function prose(words: number, seed: number, language: 'en' | 'zh' = 'en'): string {
  if (language === 'zh') return chineseProse(words, seed);
  const paragraphs: string[] = [];
  let sentence: string[] = [];
  let paragraph: string[] = [];
  for (let i = 0; i < words; i++) {
    sentence.push(VOCABULARY[(i * 7 + seed * 13 + Math.floor(i / 11)) % VOCABULARY.length]);
    if (sentence.length === 12 || i === words - 1) {
      paragraph.push(sentence.join(' ').replace(/^./, (c) => c.toUpperCase()) + '.');
      sentence = [];
    }
    if (paragraph.length === 8 || i === words - 1) {
      paragraphs.push(paragraph.join(' '));
      paragraph = [];
    }
  }
  return paragraphs.join('\n\n');
}

export async function seedBook(ownerId: string, title: string, shape: BookShape): Promise<SeededBook> {
  const config = templateOf('paper').config.parse({
    topic: title,
    discipline: 'History',
    targetWords: Math.min(shape.words, 100_000),
  });
  const { id: projectId } = await createProject(db(), ownerId, {
    template: 'paper',
    title,
    mode: 'staged',
    engine: 'model',
    config: config as Record<string, unknown>,
  });
  await db().project.update({ where: { id: projectId }, data: { state: 'sections:review' } });
  await db().stage.updateMany({ where: { projectId, key: { in: ['intake', 'plan'] } }, data: { status: 'approved' } });
  const stage = await db().stage.update({
    where: { projectId_key: { projectId, key: 'sections' } },
    data: { status: 'review' },
  });
  const perSection = Math.round(shape.words / shape.sections);
  const suggestionsPerSection = Math.ceil(shape.suggestions / shape.sections);
  const sections: SeededBook['sections'] = [];
  for (let s = 0; s < shape.sections; s++) {
    const section = await db().section.create({
      data: {
        projectId,
        stageId: stage.id,
        key: `s${s + 1}`,
        position: s,
        displayNumber: String(s + 1),
        title: `Part ${s + 1}`,
        goal: 'Tell it',
        targetLength: perSection,
        status: 'passed',
      },
    });
    const versions = Array.from({ length: shape.versions }, (_, v) => {
      const text = prose(perSection, s + v, shape.language);
      return {
        id: randomUUID(),
        projectId,
        stageId: stage.id,
        sectionId: section.id,
        number: v + 1,
        text,
        ...storedLength(text),
        source: v === 0 ? ('model' as const) : ('revision' as const),
        engine: 'model' as const,
        model: 'bench-model',
      };
    });
    versions.forEach((v, i) => Object.assign(v, { parentId: i > 0 ? versions[i - 1].id : null }));
    await db().version.createMany({ data: versions });
    const current = versions[versions.length - 1];
    await db().section.update({ where: { id: section.id }, data: { currentVersionId: current.id } });
    await seedSuggestions(projectId, stage.id, section.id, current.text, suggestionsPerSection);
    sections.push({ id: section.id, version: 1 });
  }
  await db().$executeRawUnsafe('ANALYZE');
  return { projectId, sections };
}

async function seedSuggestions(projectId: string, stageId: string, sectionId: string, text: string, count: number) {
  const loop = await db().loop.create({ data: { projectId, stageId, sectionId, roles: ['editor'] } });
  const rounds = 3;
  for (let r = 0; r < rounds; r++) {
    // Earlier rounds accepted and revised; the last one assessed and waiting for the author's decision.
    const last = r === rounds - 1;
    const round = await db().round.create({
      data: {
        loopId: loop.id,
        projectId,
        number: r + 1,
        status: last ? 'assessed' : 'done',
        decision: last ? null : 'accepted',
        roles: ['editor'],
      },
    });
    const inRound = Math.ceil(count / rounds);
    await db().suggestion.createMany({
      data: Array.from({ length: inRound }, (_, i) => {
        const start = Math.floor((((i + r * inRound) % count) / count) * (text.length - 200));
        const open = last && i % 3 === 0;
        return {
          roundId: round.id,
          projectId,
          sectionId,
          role: 'editor',
          type: 'style',
          priority: (['high', 'medium', 'low'] as const)[i % 3],
          summary: `Tighten the sentence near word ${start}`,
          detail: 'The rhythm drags here; two clauses say the same thing.',
          anchor: anchorAt(text, start, start + 60),
          status: open ? ('open' as const) : ('accepted' as const),
          fingerprint: `editor:${sectionId}:${r}:${i}`,
        };
      }),
    });
  }
}
