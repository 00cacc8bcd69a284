import { firstUserMessage, promptSections, schemaName, validResponder } from './openai-fixtures';
import type { ReceivedRequest, Responder } from './openai-server';
import { reply, type Step } from './openai-steps';

// Scripted model replies for the job tests: plans and outlines with as many sections as a test
// needs, and prose the offline lint reviewer has nothing to say about, so every section takes a
// known number of model calls (write, one section review, no rewrite).

/** About 57 words on the goal below: no length, filler or coverage findings against a 60-word target. */
export const CLEAN_PROSE =
  'Functionalist anthropology treats each custom as a working part of a whole society. Malinowski argued that rituals meet basic human needs, while Radcliffe-Brown stressed the structures that keep a group stable over time. Critics later asked whether this view could explain change at all, since it describes societies as if they were balanced machines that never move.';
const SECTION_GOAL = 'Explain functionalism in anthropology';
const SECTION_WORDS = 60;

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Plans and outlines of `sections` entries for every template; anything else as validResponder answers it. */
function payloadFor(name: string | undefined, sections: number): unknown {
  switch (name) {
    case 'paper_plan':
      return {
        title: 'Functionalism reconsidered',
        thesisStatement: 'Functionalism explains stability better than change.',
        totalWordCount: sections * SECTION_WORDS,
        metadata: { discipline: 'anthropology', academicLevel: 'master', citationStyle: 'APA', language: 'en' },
        sections: range(sections).map((i) => ({
          id: `s${i}`,
          displayNumber: String(i),
          title: `Part ${i}`,
          goal: SECTION_GOAL,
          wordCount: SECTION_WORDS,
        })),
      };
    case 'story_outline':
      return {
        chapters: range(sections).map((i) => ({
          key: `ch${i}`,
          title: `Chapter ${i}`,
          goal: SECTION_GOAL,
          beats: [],
          targetWords: SECTION_WORDS,
        })),
      };
    case 'script_plan':
      // One character per player at least (the fixture's two are too few for CONFIGS.script's three players).
      return {
        worldOverview: 'A manor in 1920',
        characters: ['Ada', 'Bo', 'Cy', 'Di'].map((name) => ({
          name,
          role: 'guest',
          relationshipSketch: 'old friends',
        })),
        coreTrickDirection: 'A stopped clock',
        themeTone: 'dark',
        eraAtmosphere: 'jazz age',
      };
    case 'rewrite_outline':
      return {
        title: 'Guide',
        sections: range(sections).map((i) => ({
          key: `sec${i}`,
          title: `Part ${i}`,
          goal: SECTION_GOAL,
          targetWords: SECTION_WORDS,
        })),
      };
    default:
      return undefined;
  }
}

export interface ScriptOptions {
  /** Sections in plans and outlines (default 6). */
  sections?: number;
  /** Every reply waits this long (a model with fixed latency). */
  delayMs?: number;
}

/** A valid reply for every request, with `sections`-long plans and clean prose, each after `delayMs`. */
export function scriptedResponder({ sections = 6, delayMs = 0 }: ScriptOptions = {}): Responder {
  return (request) => withDelay(scriptedStep(request, sections), delayMs);
}

export function scriptedStep(request: ReceivedRequest, sections = 6): Step {
  const name = schemaName(request);
  if (!name) return reply.text(CLEAN_PROSE);
  const payload = payloadFor(name, sections);
  return payload === undefined ? validResponder(request) : reply.json(payload);
}

/** validResponder, except for plans the fixtures cannot make valid for the test configs (script players). */
export const validWithPlayers: Responder = (request) => {
  const name = schemaName(request);
  return name === 'script_plan' ? reply.json(payloadFor(name, 0)) : validResponder(request);
};

export function withDelay(step: Step, delayMs: number): Step {
  return delayMs && step.type === 'reply' ? { ...step, delayMs } : step;
}

/** What a request asks for: its schema name, or "writer" for prose. */
export const requestKind = (request: ReceivedRequest): string => schemaName(request) ?? 'writer';

/** The section a writer, section-review or reviser request is about (the first <section> block). */
export const requestSection = (request: ReceivedRequest): string | undefined => promptSections(request)[0]?.id;

/** The title of the section a request is about ("Part 3"): an attribute in reviews, a line in writer prompts. */
export function requestSectionTitle(request: ReceivedRequest): string | undefined {
  const m = /<section id="[^"]+"([^>]*)>\n([^\n]*)/.exec(firstUserMessage(request));
  if (!m) return undefined;
  return /title="([^"]*)"/.exec(m[1])?.[1] ?? /^Title: (.*)$/.exec(m[2])?.[1];
}

/** How many requests of `kind` each section received, by section id. */
export function requestsPerSection(requests: readonly ReceivedRequest[], kind: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of requests) {
    const id = requestKind(r) === kind ? requestSection(r) : undefined;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
