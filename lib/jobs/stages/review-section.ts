import { markSectionDone, sectionText } from '../../data/sections/run-sections';
import { currentSectionVersion, recordSectionReview } from '../../data/refinement/section-reviews';
import type { AssessOutput, RevisionTask } from '../../engine/types';
import { revisionTask } from '../../workflow/loop/revision-tasks';
import { sectionDecision, type SectionDecision } from '../../workflow/section-scores';
import { canonicalNames } from '../canonical-names';
import { upstreamArtifacts, type StageJob } from '../project-context';
import { stepKey, WRITING_PASS, type SectionPass } from '../../data/runs/steps';
import { draftSection } from './draft-section';
import type { SectionRow } from '../../data/sections/run-sections';
import { saveEngineText, unitOf } from './engine-text';

/**
 * Seed 001's per-section loop: the section reviewer scores the section and its scores decide —
 * pass, revise (a targeted rewrite with the issues as tasks) or rewrite (the section is written
 * afresh) — at most `maxSectionRewrites` times. Every scored review is stored on the version it read.
 * `prefix` keeps the step keys apart when a later stage reviews the section again.
 */
export async function reviewSection(
  { ctx, project, stage }: StageJob,
  { section, all, prefix = WRITING_PASS }: { section: SectionRow; all: SectionRow[]; prefix?: SectionPass },
): Promise<void> {
  const maxRewrites = Number((project.config as { maxSectionRewrites?: number }).maxSectionRewrites ?? 2);
  const names = canonicalNames(project);
  for (let round = 1; ; round++) {
    const review = await ctx.step(
      stepKey.sectionReview(prefix, section.id, round),
      async () => {
        const current = await currentSectionVersion(ctx.db, section.id);
        const result = await project.engine.assess(
          {
            template: project.template,
            stageKey: stage.key,
            language: project.language,
            roles: ['section', 'lint'],
            sections: [{ ...sectionFields(section), text: current.text }],
            upstream: upstreamArtifacts(project, stage),
            canonicalNames: names,
            bible: project.bible,
            sources: project.sources,
            previous: { accepted: [], rejected: [] },
          },
          project.call,
        );
        return { ...result, value: { ...result.value, versionId: current.id } };
      },
      async (tx, result) => {
        const scored = result.value.scored?.find((r) => r.sectionId === section.id);
        const tasks = revisionTasks(result.value, round);
        // A citation of no source is serious whatever the scores say: the section cannot pass with it.
        const unknownCitations = result.value.suggestions.filter((f) => f.type === 'unknown-citation').length;
        // Without scores (the offline engine) a section passes when nothing high-priority was found.
        const decision: SectionDecision = scored
          ? sectionDecision({ ...scored, seriousIssues: scored.seriousIssues + unknownCitations })
          : tasks.length
            ? 'revise'
            : 'pass';
        if (scored && result.value.versionId)
          await recordSectionReview(tx, {
            sectionId: section.id,
            versionId: result.value.versionId,
            review: scored,
            decision,
          });
        await markSectionDone(tx, section.id, decision === 'pass' ? 'passed' : 'written');
        const guidance = [scored?.comment, ...tasks.map((t) => t.instruction)].filter((x): x is string => !!x);
        return { decision, tasks: tasks.length ? tasks : commentTask(guidance, round), guidance };
      },
    );
    if (review.decision === 'pass' || round > maxRewrites) return;
    const rewriteKey = stepKey.sectionRewrite(prefix, section.id, round);
    if (review.decision === 'rewrite') {
      await draftSection(
        { ctx, project, stage },
        {
          section,
          all,
          key: rewriteKey,
          guidance: [
            'The previous draft of this section was rejected; write it afresh. The reviewer said:',
            ...review.guidance,
          ],
        },
      );
      continue;
    }
    await ctx.step(
      rewriteKey,
      async () =>
        project.engine.revise(
          {
            language: project.language,
            section: { ...sectionFields(section), text: await sectionText(ctx.db, section.id) },
            tasks: review.tasks,
            keep: [],
            canonicalNames: names,
            sources: project.sources,
            voice: await project.voice(),
          },
          project.call,
        ),
      (tx, result) => saveEngineText(tx, unitOf(project, stage, section), result, 'revision'),
    );
  }
}

const sectionFields = (s: SectionRow) => ({ id: s.id, title: s.title, goal: s.goal, targetLength: s.targetLength });

/** The reviewer's high-priority findings, and the section reviewer's own findings of any priority. */
function revisionTasks(output: AssessOutput, round: number): RevisionTask[] {
  return output.suggestions
    .filter((s) => s.priority === 'high' || (s.role === 'section' && s.priority === 'medium'))
    .map((s, i) => revisionTask({ ...s, id: `r${round}-${i}` }, s.anchor));
}

/** Scores that ask for a revision with no issue to act on: the reviewer's comment is the task. */
function commentTask(guidance: string[], round: number): RevisionTask[] {
  return guidance.length
    ? [
        {
          suggestionId: `r${round}-comment`,
          instruction: guidance[0],
          expected: 'The concern in the comment resolved',
          priority: 'high',
          anchor: null,
          type: 'comment',
        },
      ]
    : [];
}
