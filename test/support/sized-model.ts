import { prose } from '../fixtures/prose';
import { firstUserMessage, promptSections, schemaName, userMessage } from './openai-fixtures';
import { reviserTasks, sentencesOf } from './loop-model';
import { scriptedStep } from './model-script';
import type { ReceivedRequest, Responder } from './openai-server';
import { reply, type Step } from './openai-steps';

// A scripted model that answers like a working one, at the size a working one would: prose of about
// the length it is asked for (a little under or over), reviews whose findings grow with the text under
// review and quote it, a judge that merges, a reviser that edits the passages its tasks quote. Its sizes
// are its own (a finding per section and two about the whole, 85–115% of a prose target…), chosen
// without reference to the cost estimate's expectations, which the tests compare with what it costs.

const EN = prose('en-story-clean').split(/\s+/).filter(Boolean);
const ZH = [...prose('zh-story-clean').replace(/\s+/g, '')];

/** 0.85–1.15, the same for the same request: writers miss their target a little either way. */
function spread(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 0.85 + (h % 31) / 100;
}

function proseOf(length: number, zh: boolean): string {
  if (zh) return Array.from({ length }, (_, i) => ZH[i % ZH.length]).join('');
  return Array.from({ length }, (_, i) => EN[i % EN.length]).join(' ');
}

/** The length a prose request asks for: "about 300 words" or "约 300 字". */
function askedLength(request: ReceivedRequest): { length: number; zh: boolean } {
  const text = userMessage(request);
  const zh = /约 (\d+) 字/.exec(text);
  if (zh) return { length: Number(zh[1]), zh: true };
  const en = /Length: about (\d+) words/.exec(text);
  return { length: en ? Number(en[1]) : 200, zh: false };
}

const issue = (i: number, zh: boolean) =>
  zh
    ? `这一段没有交代人物此刻的动机，读者无法判断她为什么这样做（第 ${i + 1} 处）。`
    : `The passage does not say why she acts now, so the reader cannot follow the turn in the scene (point ${i + 1}).`;
const expected = (zh: boolean) =>
  zh ? '在这一段里用一句话点明人物的动机。' : 'One sentence in the passage that states her reason before she acts.';

/** Findings over the sections of a review prompt: one per section, quoting it, and two about the whole. */
function findings(request: ReceivedRequest) {
  const sections = promptSections(request);
  const zh = /约 \d+ 字/.test(firstUserMessage(request));
  const perSection = sections.map((s, i) => ({
    section: s.id,
    quote: sentencesOf(s.text)[0]?.slice(0, 120) ?? '',
    issue: issue(i, zh),
    expected: expected(zh),
    priority: i % 2 ? ('medium' as const) : ('high' as const),
  }));
  const whole = [0, 1].map((k) => ({
    section: null,
    quote: '',
    issue: issue(sections.length + k, zh),
    expected: expected(zh),
    priority: 'low' as const,
  }));
  return { perSection, whole, zh };
}

const scores = { evidence: 7, structure: 8, language: 7, length: 7, citations: 7, originality: 7 };

function review(name: string, request: ReceivedRequest): unknown {
  const { perSection, whole, zh } = findings(request);
  const all = [...perSection, ...whole];
  switch (name) {
    case 'red_review':
      return { improvements: all.map((f) => ({ ...f, category: 'logic' })) };
    case 'blue_review':
      return {
        keepAsIs: perSection.slice(0, 2).map((f) => ({
          section: f.section,
          quote: f.quote,
          aspect: zh ? '开头的意象' : 'opening image',
          reason: zh ? '它一开始就定下了基调。' : 'It sets the tone at once and the reader sees the place.',
        })),
        enhancements: perSection.map((f) => ({
          section: f.section,
          quote: f.quote,
          aspect: zh ? '节奏' : 'pacing',
          suggestion: f.issue,
          expected: f.expected,
          priority: 'low',
        })),
      };
    case 'client_review':
      return {
        businessGaps: whole.map((f) => ({
          ...f,
          aspect: 'audience fit',
          gap: f.issue,
          impact: 'Readers may stop here.',
          requiredInfo: f.expected,
        })),
        marketConcerns: [],
        feasibilityConcerns: [],
      };
    case 'section_review':
      return {
        dimensions: scores,
        verdict: 'ok',
        issues: perSection.map(({ section: _s, ...f }) => ({ ...f, type: 'logic', priority: 'medium' })),
        comment: zh ? '结构清楚，但动机交代不足。' : 'Clear structure; the motives need one more sentence each.',
      };
    case 'global_review':
      return {
        dimensions: scores,
        verdict: 'revise',
        issues: all.map((f) => ({ ...f, type: 'logic', priority: f.priority === 'high' ? 'medium' : f.priority })),
        comment: zh ? '整体可读，个别段落需要补充。' : 'Reads as a whole; a few passages need their reasons stated.',
      };
    case 'judge_review': {
      const ids = [...firstUserMessage(request).matchAll(/^(F\d+) \[/gm)].map((m) => m[1]);
      const kept = perSection.slice(0, Math.max(1, Math.ceil(ids.length * 0.5)));
      return {
        improvements: kept.map((f, i) => ({
          ...f,
          sources: ids.slice(i * 2, i * 2 + 2),
          category: 'logic',
          rationale: 'Raised by two reviewers; it blocks the chapter goal.',
        })),
        consensus: kept.slice(0, 2).map((f) => f.issue),
        conflicts: [],
        overall: zh
          ? '动机需要交代清楚，其余可以保留。'
          : 'State the motives where they turn the scene; the rest holds.',
        reviseSections: [],
      };
    }
    default:
      return undefined;
  }
}

/** The reviser: the quoted passages rewritten where they stand, or the whole section when a task quotes nothing. */
function revision(request: ReceivedRequest): unknown {
  const section = promptSections(request)[0];
  const tasks = reviserTasks(request);
  const text = section?.text ?? '';
  const edits = tasks.flatMap((t) =>
    t.quote && text.includes(t.quote) ? [{ find: t.quote, replace: `${t.quote} She knew why she had come.` }] : [],
  );
  if (edits.length && edits.length === tasks.length) return { edits, text: '', unapplied: [] };
  return { edits: [], text: `${text} She knew why she had come.`, unapplied: [] };
}

const DETAIL =
  ' It matters for what comes later, so it is stated with the names, the place and the time it happens, and with what the reader should take from it.';

/** A working model's artifact says more than the fixtures: every sentence-long field runs to a few lines. */
function detailed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(detailed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, detailed(v)]));
  return typeof value === 'string' && value.length >= 15 ? value + DETAIL : value;
}

/** A plan or outline of `sections` entries of `words` words each (the scripted model's, resized and detailed). */
function planned(request: ReceivedRequest, sections: number, words: number): Step {
  const step = scriptedStep(request, sections);
  if (step.type !== 'reply') return step;
  const resized = step.content
    .replace(/"(targetWords|wordCount)":\d+/g, `"$1":${words}`)
    .replace(/"totalWordCount":\d+/, `"totalWordCount":${sections * words}`);
  return { ...step, content: JSON.stringify(detailed(JSON.parse(resized))) };
}

function step(request: ReceivedRequest, { sections, words }: SizedOptions): Step {
  const name = schemaName(request);
  if (!name) {
    const { length, zh } = askedLength(request);
    return reply.text(proseOf(Math.round(length * spread(userMessage(request))), zh));
  }
  if (name === 'revision') return reply.json(revision(request));
  const reviewed = review(name, request);
  if (reviewed !== undefined) return reply.json(reviewed);
  return planned(request, sections, words);
}

export interface SizedOptions {
  /** Entries in plans and outlines. */
  sections: number;
  /** Each entry's target length. */
  words: number;
}

/** The sized model; what it plans can be changed between runs (`options` is read at every request). */
export const sizedResponder =
  (options: SizedOptions): Responder =>
  (request) =>
    step(request, options);
