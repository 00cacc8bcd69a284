import type { z } from 'zod';
import { bibleSpellings } from '../../workflow/bible/entry';
import type { PassageCommand } from '../../workflow/passage-commands';
import type { AssessInput, SectionText } from '../types';
import { jsonInstructions } from '../model/prompts/json-instructions';
import type { Prompt } from '../model/prompts/artifact-base';
import { promptForArtifact } from '../model/prompts/artifact';
import { sectionPrompt } from '../model/prompts/section';
import { redTeamPrompt } from '../model/prompts/red-team';
import { blueTeamPrompt } from '../model/prompts/blue-team';
import { clientPrompt } from '../model/prompts/client';
import { globalReviewPrompt } from '../model/prompts/global-review';
import { voiceReviewPrompt } from '../model/prompts/voice-review';
import { sectionReviewPrompt } from '../model/prompts/section-review';
import { judgePrompt } from '../model/prompts/judge';
import { reviserPrompt } from '../model/prompts/reviser';
import { variantPrompt } from '../model/prompts/variants';
import { passagePrompt } from '../model/prompts/passage';
import { redTeamSchema } from '../model/schemas/red-team';
import { blueTeamSchema } from '../model/schemas/blue-team';
import { clientSchema } from '../model/schemas/client';
import { globalReviewSchema, sectionReviewSchema } from '../model/schemas/scored-review';
import { judgeSchema } from '../model/schemas/judge';
import { voiceSchema } from '../model/schemas/voice';
import { revisionSchema } from '../model/schemas/revision';
import { stageOf } from '../../workflow/templates';
import type { Meter } from './meter';
import type { CostBasis } from './types';

// The fixed part of each prompt the run will send, measured by building it with the engine's own prompt
// builders and every text under review or revision left empty: the estimate then adds the lengths of
// those texts. Each frame is built once per estimate (per stage, and per state of the artifacts).

/** A unit (section or artifact) as a prompt frame shows it: everything but its text. */
export type FrameUnit = Omit<SectionText, 'text'>;

/** The whole-text reviewers of the panel and the reply schema each is asked for. */
const WHOLE_TEXT_REVIEWERS = {
  red: { prompt: redTeamPrompt, schema: redTeamSchema },
  blue: { prompt: blueTeamPrompt, schema: blueTeamSchema },
  client: { prompt: clientPrompt, schema: clientSchema },
  global: { prompt: globalReviewPrompt, schema: globalReviewSchema },
  voice: { prompt: voiceReviewPrompt, schema: voiceSchema },
} as const;
export type WholeTextReviewer = keyof typeof WHOLE_TEXT_REVIEWERS;
export const isWholeTextReviewer = (role: string): role is WholeTextReviewer =>
  Object.hasOwn(WHOLE_TEXT_REVIEWERS, role);

const empty = (u: FrameUnit): SectionText => ({ ...u, text: '' });
const idsOf = (units: FrameUnit[]) => units.map((u) => u.id).join(',');

export class Frames {
  private readonly memo = new Map<string, number>();

  constructor(
    private readonly basis: CostBasis,
    private readonly m: Meter,
    /** Artifacts by stage key as the run will find them (the estimate fills in the ones it generates first). */
    private readonly artifacts: () => { version: number; byStage: Record<string, unknown> },
  ) {}

  /** The planner's request for a stage's artifact: the whole prompt (it has no text of its own). */
  artifact(stageKey: string): number {
    return this.once(`artifact:${stageKey}`, () => {
      const definition = stageOf(this.basis.template, stageKey);
      const prompt = promptForArtifact(this.generateInput(stageKey));
      return this.measure(prompt, definition.artifact);
    });
  }

  /** A section writer's request without its earlier sections, title and goal. */
  writer(stageKey: string): number {
    return this.once(`writer:${stageKey}`, () =>
      this.measure(
        sectionPrompt({
          ...this.generateInput(stageKey),
          section: { id: 'section', title: '', goal: '', targetLength: 0 },
          earlier: [],
          bible: this.basis.bible,
          sources: this.basis.sources,
          voice: this.basis.voice,
        }),
      ),
    );
  }

  /** A whole-text reviewer's request over `units`, their texts left out. */
  review(role: WholeTextReviewer, stageKey: string, units: FrameUnit[]): number {
    const reviewer = WHOLE_TEXT_REVIEWERS[role];
    return this.once(`review:${role}:${stageKey}:${idsOf(units)}`, () =>
      this.measure(reviewer.prompt(this.assessInput(stageKey, units)), reviewer.schema(units.map((u) => u.id))),
    );
  }

  /** The section reviewer's request for one section of the stage, its text left out. */
  sectionReview(stageKey: string, unit: FrameUnit): number {
    return this.once(`section-review:${stageKey}`, () =>
      this.measure(sectionReviewPrompt(this.assessInput(stageKey, [unit])), sectionReviewSchema),
    );
  }

  /** The judge's request over `units` and `findings` panel findings, the texts left out (the findings' wording is added by the caller). */
  judge(stageKey: string, units: FrameUnit[], findings: number): number {
    return this.once(`judge:${stageKey}:${idsOf(units)}:${findings}`, () => {
      const ids = Array.from({ length: findings }, (_, i) => `F${i + 1}`);
      const panel = ids.map((id) => ({
        id,
        role: 'red',
        sectionId: units[0]?.id ?? null,
        quote: '',
        issue: '',
        expected: '',
        priority: 'medium',
      }));
      const input = this.assessInput(stageKey, units);
      return this.measure(
        judgePrompt(input, panel, []),
        judgeSchema(
          units.map((u) => u.id),
          ids,
        ),
      );
    });
  }

  /** The reviser's request for one section with no tasks and no text. */
  reviser(unit: FrameUnit): number {
    return this.once('reviser', () => this.measure(reviserPrompt(this.reviseInput(unit), 'edits'), revisionSchema));
  }

  /** One alternative's request for a section, its text and tasks left out. */
  variant(unit: FrameUnit, count: number): number {
    return this.once(`variant:${count}`, () =>
      this.measure(variantPrompt({ ...this.reviseInput(unit), count }, 0), revisionSchema),
    );
  }

  /** A passage command's request with an empty passage and no context around it. */
  passage(command: PassageCommand, sectionTitle: string): number {
    return this.once(`passage:${command}`, () =>
      this.measure(
        passagePrompt(
          {
            language: this.basis.language,
            request: { command, tone: 'formal', instruction: '' },
            passage: '',
            before: '',
            after: '',
            sectionTitle,
            canonicalNames: this.names(),
          },
          0,
        ),
      ),
    );
  }

  private measure(prompt: Prompt, schema?: z.ZodType): number {
    const system = schema ? `${prompt.system}\n\n${jsonInstructions(schema)}` : prompt.system;
    return this.m.text(system) + this.m.text(prompt.prompt);
  }

  private once(key: string, build: () => number): number {
    const full = `${key}@${this.artifacts().version}`;
    let value = this.memo.get(full);
    if (value === undefined) {
      value = build();
      this.memo.set(full, value);
    }
    return value;
  }

  private names(): string[] {
    return bibleSpellings(this.basis.bible);
  }

  /** Approved artifacts of the stages this one depends on, as the worker passes them. */
  private upstream(stageKey: string): Record<string, unknown> {
    const artifacts = this.artifacts().byStage;
    return Object.fromEntries(
      stageOf(this.basis.template, stageKey)
        .dependsOn.map((key) => [key, artifacts[key]])
        .filter(([, data]) => data != null),
    );
  }

  private generateInput(stageKey: string) {
    const index = this.basis.stages.findIndex((s) => s.key === stageKey);
    return {
      template: this.basis.template,
      stageKey,
      language: this.basis.language,
      config: this.basis.config,
      upstream: this.upstream(stageKey),
      notes: this.basis.stages
        .slice(0, Math.max(0, index))
        .map((s) => s.notes.trim())
        .filter(Boolean),
    };
  }

  private assessInput(stageKey: string, units: FrameUnit[]): AssessInput {
    return {
      template: this.basis.template,
      stageKey,
      language: this.basis.language,
      roles: [],
      sections: units.map(empty),
      upstream: this.upstream(stageKey),
      canonicalNames: this.names(),
      bible: this.basis.bible,
      sources: this.basis.sources,
      previous: { accepted: [], rejected: [] },
      voice: this.basis.voice,
    };
  }

  private reviseInput(unit: FrameUnit) {
    return {
      language: this.basis.language,
      section: empty(unit),
      tasks: [],
      keep: [],
      canonicalNames: this.names(),
      sources: this.basis.sources,
      voice: this.basis.voice,
    };
  }
}
