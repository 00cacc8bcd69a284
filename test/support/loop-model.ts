import { createHash } from 'node:crypto';
import type { Priority } from '../../lib/engine/types';
import { firstUserMessage, promptSections, schemaName, systemMessage, type PromptSection } from './openai-fixtures';
import type { ReceivedRequest, Responder } from './openai-server';
import { reply, type Step } from './openai-steps';

// A scripted reviewer panel (red, blue, judge) and reviser for refinement-loop tests over real HTTP.
// Which assessment a reviewer request belongs to is read from the text under review: each new set
// of section texts a loop's reviewers see is its next assessment. So red and blue, racing in
// parallel, agree; a run resumed after a crash that re-asks for the same text gets the same answer;
// and two projects scripted alike (their section ids differ) count separately.

export interface PlannedFinding {
  /** Position of the section in the loop, or null for a document-level finding. */
  section: number | null;
  priority: Priority;
  /** Document-level findings: the sections (positions) the judge names to revise for them. */
  scope?: number[] | 'all';
}

export interface LoopScript {
  /** The judge's settled findings for the loop's n-th assessment (1-based). */
  findings: (assessment: number) => PlannedFinding[];
  /** Replaces the reply to a reviser request (e.g. a hang, to crash a worker in mid-round). */
  intercept?: (request: { sectionId: string; round: number }) => Step | undefined;
}

interface ConcreteFinding {
  section: string | null;
  quote: string;
  issue: string;
  expected: string;
  priority: Priority;
  scope?: number[] | 'all';
}

interface ScriptedLoop {
  script: LoopScript;
  ids: string[];
  /** Fingerprints of the section texts of each assessment so far, in order. */
  seen: string[];
}

const PRIORITY_RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

export const sentencesOf = (text: string): string[] => (text.match(/[^.!?]+[.!?]+/g) ?? [text]).map((s) => s.trim());

/** What the scripted reviser does to a sentence a task quotes. */
export const reviseSentence = (sentence: string): string =>
  sentence.replace(/([.!?]*)$/, (end) => ` — made concrete${end || '.'}`);

/** A finding per plan entry, quoting whole sentences of its section (the j-th finding in a section, its j-th sentence). */
function concreteFindings(planned: PlannedFinding[], sections: PromptSection[]): ConcreteFinding[] {
  const used = new Map<number, number>();
  return planned.map((p, k) => {
    if (p.section === null) {
      return {
        section: null,
        quote: '',
        issue: `The document never states the reading age of its audience (gap ${k + 1}).`,
        expected: 'One sentence naming the reading age, 8–10.',
        priority: p.priority,
        scope: p.scope,
      };
    }
    const s = sections[p.section];
    const j = used.get(p.section) ?? 0;
    used.set(p.section, j + 1);
    const sentences = sentencesOf(s.text);
    const quote = sentences[j % sentences.length];
    const opening = quote
      .replace(/[.!?]+$/, '')
      .split(/\s+/)
      .slice(0, 5)
      .join(' ');
    return {
      section: s.id,
      quote,
      issue: `The sentence starting "${opening}" does not say who acts or when.`,
      expected: 'The sentence names who acts and when it happens.',
      priority: p.priority,
    };
  });
}

/** The panel finding lines of a judge prompt: "F3 [red, high] section=<id>" and the quote below it. */
function panelLines(request: ReceivedRequest): { id: string; section: string | null; quote: string }[] {
  return [...firstUserMessage(request).matchAll(/^(F\d+) \[[^\]]*\] section=(.*)\n {2}quote: (.*)$/gm)].map((m) => ({
    id: m[1],
    section: m[2] === 'whole document' ? null : m[2],
    quote: m[3] === '(none)' ? '' : m[3],
  }));
}

/** The tasks of a reviser prompt: the id and the quoted passage ("(whole section)" for none). */
export function reviserTasks(request: ReceivedRequest): { id: string; quote: string | null }[] {
  return [...firstUserMessage(request).matchAll(/^(\S+) \[[^\]]*\]\n {2}at: (.*)$/gm)].map((m) => ({
    id: m[1],
    quote: m[2] === '(whole section)' ? null : m[2],
  }));
}

/** Whether the reviser was asked for edits (passages replaced) rather than the whole section. */
const askedForEdits = (request: ReceivedRequest) => systemMessage(request).includes('Reply with edits');

export class ScriptedLoopModel {
  private readonly loops = new Map<string, ScriptedLoop>();
  private readonly loopOfSection = new Map<string, ScriptedLoop>();

  /** Scripts the loop over these sections, given in position order. */
  script(sectionIds: string[], script: LoopScript): void {
    const loop: ScriptedLoop = { script, ids: sectionIds, seen: [] };
    this.loops.set(sectionIds.join(','), loop);
    for (const id of sectionIds) this.loopOfSection.set(id, loop);
  }

  /** How many assessments (distinct texts under review) the loop's reviewers have been asked for. */
  assessments(sectionIds: string[]): number {
    return this.loops.get(sectionIds.join(','))?.seen.length ?? 0;
  }

  readonly respond: Responder = (request): Step => {
    const name = schemaName(request);
    const sections = promptSections(request);
    if (name === 'revision') return this.revise(request, sections[0]);
    const loop = this.loopOfSection.get(sections[0]?.id ?? '');
    if (!loop) throw new Error(`loop model: no script for ${name} on section ${sections[0]?.id}`);
    const findings = concreteFindings(loop.script.findings(this.assessmentOf(loop, sections)), sections);
    const anchored = findings.filter((f) => f.section !== null);
    switch (name) {
      case 'red_review':
        return reply.json({
          improvements: findings.map((f) => ({
            section: f.section,
            category: 'style',
            quote: f.quote,
            issue: f.issue,
            expected: f.expected,
            priority: f.priority,
          })),
        });
      case 'blue_review': {
        // One strength to keep (the last section's opening), and the red team's first point raised again, for the judge to merge.
        const last = sections.at(-1)!;
        const twin = anchored[0];
        return reply.json({
          keepAsIs: [
            {
              section: last.id,
              quote: sentencesOf(last.text)[0],
              aspect: 'closing image',
              reason: 'It ends the chapter on the lamp.',
            },
          ],
          enhancements: twin
            ? [
                {
                  section: twin.section,
                  quote: twin.quote,
                  aspect: 'clarity',
                  suggestion: twin.issue,
                  expected: twin.expected,
                  priority: 'low',
                },
              ]
            : [],
        });
      }
      case 'judge_review':
        return reply.json(this.judge(findings, panelLines(request), loop));
      default:
        throw new Error(`loop model: no reply for ${name}`);
    }
  };

  private assessmentOf(loop: ScriptedLoop, sections: PromptSection[]): number {
    const fingerprint = createHash('sha1').update(JSON.stringify(sections)).digest('hex');
    if (!loop.seen.includes(fingerprint)) loop.seen.push(fingerprint);
    return loop.seen.indexOf(fingerprint) + 1;
  }

  /** The plan as settled findings, each citing the panel findings it merges. */
  private judge(findings: ConcreteFinding[], panel: ReturnType<typeof panelLines>, loop: ScriptedLoop) {
    const scoped = findings.filter((f) => f.section === null).map((f) => f.scope ?? []);
    const reviseSections = scoped.some((s) => s === 'all')
      ? 'all'
      : [...new Set(scoped.flatMap((s) => (s as number[]).map((i) => loop.ids[i])))];
    const sourcesOf = (f: ConcreteFinding) =>
      panel.filter((p) => p.section === f.section && p.quote === f.quote).map((p) => p.id);
    // A point red and blue both raised is the consensus; their different priorities for it, the conflict.
    const shared = findings.filter((f) => sourcesOf(f).length > 1);
    return {
      improvements: findings
        .map((f) => ({
          sources: sourcesOf(f),
          section: f.section,
          category: 'style',
          quote: f.quote,
          issue: f.issue,
          expected: f.expected,
          priority: f.priority,
          rationale: 'Raised by the panel; ranked by how much it blocks the goal.',
        }))
        .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]),
      consensus: shared.map((f) => f.issue),
      conflicts: shared.map((f) => ({
        topic: `Priority of: ${f.issue}`,
        positions: `red: ${f.priority}; blue: low`,
        resolution: `Kept ${f.priority}: the red team's reading blocks the goal.`,
      })),
      overall: `${findings.length} improvements to make this round.`,
      reviseSections,
    };
  }

  /** Each task's quoted sentence made concrete; a task on the whole section adds a sentence. Variants are marked. */
  private revise(request: ReceivedRequest, section: PromptSection): Step {
    const loop = this.loopOfSection.get(section.id);
    const intercepted = loop?.script.intercept?.({ sectionId: section.id, round: loop.seen.length });
    if (intercepted) return intercepted;
    const tasks = reviserTasks(request);
    const alternative = /This is alternative (\d+) of \d+/.exec(firstUserMessage(request))?.[1];
    // Asked for edits, the reviser replaces each quoted sentence where it stands, as a real model would.
    if (!alternative && askedForEdits(request) && tasks.every((t) => t.quote && section.text.includes(t.quote))) {
      const edits = tasks.map((t) => ({ find: t.quote!, replace: reviseSentence(t.quote!) }));
      return reply.json({ edits, text: '', unapplied: [] });
    }
    let text = section.text;
    for (const task of tasks) {
      text =
        task.quote && text.includes(task.quote)
          ? text.replace(task.quote, reviseSentence(task.quote))
          : `${text} The reader is eight to ten years old.`;
    }
    if (alternative) text = `${text} (Alternative ${alternative}.)`;
    return reply.json({ text, unapplied: [] });
  }
}
