import type { Db, JsonInput } from '../../db';
import type { ReviewerRole } from '../../workflow/templates/types';
import { countByPriority } from '../../workflow/loop/assessment';
import { fingerprintSuggestion } from '../../workflow/loop/fingerprint';
import { canonicalNames } from '../canonical-names';
import { upstreamArtifacts, type StageJob } from '../project-context';
import { loopSections, type LoopRow } from '../../data/refinement/loop-units';
import { loopDecisions, recordAssessedRound } from '../../data/refinement/round-records';
import { recordGlobalReview } from '../../data/refinement/section-reviews';
import { readStepResult } from '../../data/runs/attempt';
import { stepKey } from '../../data/runs/steps';
import { placeDecisions, recall, reviewerMemory } from '../../workflow/loop/decision-memory';
import { notMuted } from '../../workflow/loop/muted-kinds';
import { projectMutedKinds } from '../../data/refinement/muted-kinds';
import type { Anchor } from '../../text/anchor';
import type { SuggestionDraft } from '../../engine/types';
import { claimReaderComments } from '../../data/refinement/reader-comments';
import { readerSuggestion } from '../../workflow/loop/reader-comments';
import { continuitySuggestions } from '../continuity/continuity-review';
import { CONTINUITY_ROLE } from '../../workflow/continuity/role';
import { overallLine } from '../../engine/offline/overall';
import { voiceSuggestions } from '../../engine/offline/voice/suggestion';
import { VOICE_ROLE } from '../../workflow/voice/role';

export interface AssessedRound {
  roundId: string;
  counts: { high: number; medium: number; low: number };
  /** The suggestions auto mode may accept (not carried over as already tried without effect). */
  acceptable?: { high: number; medium: number; low: number };
  fingerprints: string[];
  tokens: number;
  globalScope: string[] | 'all';
  /** The blue team's keep-as-is points, handed to the reviser as things not to change. */
  keep: string[];
  /** The round's overall assessment, handed to the reviser as what still needs work. */
  overall?: string | null;
}

/** Two findings on overlapping words of the same section. */
function sameWords(a: SuggestionDraft, b: SuggestionDraft): boolean {
  return (
    a.sectionId === b.sectionId &&
    a.anchor != null &&
    b.anchor != null &&
    a.anchor.start < b.anchor.end &&
    b.anchor.start < a.anchor.end
  );
}

/** Assessment `number` of a loop: the panel reads the current text; the round and its suggestions are stored. */
export async function assessRound(
  { ctx, project, stage }: StageJob,
  { loop, number }: { loop: LoopRow; number: number },
): Promise<AssessedRound> {
  return ctx.step(
    stepKey.assess(loop.id, number),
    async () => {
      const sections = await loopSections(ctx.db, loop);
      const decided = await loopDecisions(ctx.db, loop.id);
      const muted = await projectMutedKinds(ctx.db, project.id);
      const audible = notMuted(muted);
      const voiceGuide = loop.roles.includes(VOICE_ROLE) ? await project.voice() : null;
      const result = await project.engine.assess(
        {
          template: project.template,
          stageKey: stage.key,
          language: project.language,
          roles: loop.roles as ReviewerRole[],
          sections: sections.map(({ versionId: _v, artifact: _a, ...s }) => s),
          upstream: upstreamArtifacts(project, stage),
          canonicalNames: canonicalNames(project),
          bible: project.bible,
          sources: project.sources,
          previous: { ...reviewerMemory(decided), muted },
          voice: voiceGuide,
        },
        project.call,
      );
      const artifactId = sections.find((s) => s.artifact)?.id ?? null;
      const continuity = loop.roles.includes(CONTINUITY_ROLE)
        ? await continuitySuggestions(
            { ctx, project, stage },
            new Set(sections.filter((s) => !s.artifact).map((s) => s.id)),
          )
        : [];
      // The voice reviewer's patterns read prose on either engine, measured against the writer's own
      // voice; what the model's voice reviewer says of the same words gives way to their exact fixes.
      const voice = loop.roles.includes(VOICE_ROLE)
        ? voiceSuggestions(
            sections.filter((s) => !s.artifact),
            voiceGuide?.profile ?? undefined,
          )
        : [];
      const panel = result.value.suggestions.filter(
        (s) => s.role !== VOICE_ROLE || !voice.some((v) => sameWords(v, s)),
      );
      // Findings on an artifact point at the stage, not a section row.
      const unitOf = (sectionId: string | null) => (sectionId === artifactId ? null : sectionId);
      const texts = new Map(sections.map((s) => [unitOf(s.id), s.text]));
      const placed = placeDecisions(decided, (id) => texts.get(id));
      // Kinds the writer keeps rejecting in this project are muted before the round is stored.
      const heard = [...panel, ...continuity, ...voice].filter(audible);
      const remembered = heard.flatMap((s) => {
        const memory = recall(
          { ...s, sectionId: unitOf(s.sectionId), anchor: (s.anchor as Anchor | null) ?? null },
          placed,
        );
        if (memory === 'settled') return [];
        return [{ ...s, sectionId: unitOf(s.sectionId), carried: memory === 'not_applied' }];
      });
      return {
        result: { ...result, value: { ...result.value, suggestions: remembered } },
        inputVersionIds: sections.map((s) => s.versionId).filter((id): id is string => Boolean(id)),
      };
    },
    async (tx, { result, inputVersionIds }): Promise<AssessedRound> => {
      // Readers' and editors' comments wait for a round the owner decides, so auto mode never accepts them unseen.
      const readers = loop.mode === 'manual' ? (await claimReaderComments(tx, loop)).map(readerSuggestion) : [];
      const suggestions: (SuggestionDraft & { carried: boolean })[] = [
        ...result.value.suggestions,
        ...readers.map((r) => ({ ...r, carried: false })),
      ];
      const counts = countByPriority(suggestions);
      const acceptable = countByPriority(suggestions.filter((s) => !s.carried));
      const fingerprints = suggestions.map((s) => fingerprintSuggestion({ ...s, quote: s.anchor?.quote ?? null }));
      // The offline line counts findings: it counts those the round keeps (what earlier rounds settled
      // is gone, readers' comments are in), so it agrees with the round's counts.
      const overall =
        result.engine === 'offline' ? overallLine(suggestions, project.language) : (result.value.overall ?? null);
      const roundId = await recordAssessedRound(tx, {
        loopId: loop.id,
        projectId: project.id,
        runId: ctx.run.id,
        number,
        inputVersionIds,
        highCount: counts.high,
        mediumCount: counts.medium,
        lowCount: counts.low,
        inputTokens: result.usage.inputTokens,
        outputTokens: result.usage.outputTokens,
        engine: result.engine,
        roles: [...new Set([...loop.roles, ...readers.map((r) => r.role)])],
        judgement: (result.value.judgement ?? undefined) as JsonInput | undefined,
        overall,
        suggestions: suggestions.map((s, i) => ({
          sectionId: s.sectionId,
          status: s.carried ? 'not_applied' : 'open',
          role: s.role,
          type: s.type,
          priority: s.priority,
          summary: s.summary,
          detail: s.detail,
          expected: s.expected,
          example: s.example ?? null,
          anchor: (s.anchor ?? undefined) as JsonInput | undefined,
          evidence: 'evidence' in s ? (s.evidence as JsonInput) : undefined,
          fingerprint: fingerprints[i],
        })),
      });
      // The global reviewer's six scores of the whole document are kept with the round.
      const global = result.value.scored?.find((r) => r.sectionId === null);
      if (global) await recordGlobalReview(tx, { roundId, review: global });
      return {
        roundId,
        counts,
        acceptable,
        fingerprints,
        tokens: result.usage.inputTokens + result.usage.outputTokens,
        globalScope: result.value.globalScope,
        keep: result.value.keepAsIs.map((k) => `${k.aspect}: ${k.reason}`),
        overall,
      };
    },
  );
}

/**
 * What a stored round's assessment said beyond its suggestions (the judge's scope for document-level
 * findings, the blue team's keep list), as its step saved it; null when its run is gone.
 */
export async function storedAssessment(
  db: Db,
  round: { loopId: string; number: number; runId: string | null },
): Promise<AssessedRound | null> {
  if (!round.runId) return null;
  return (await readStepResult<AssessedRound>(db, round.runId, stepKey.assess(round.loopId, round.number))) ?? null;
}
