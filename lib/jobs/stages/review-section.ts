import { appendVersion } from '../../data/versions';
import { markSectionDone, sectionText } from '../../data/run-sections';
import { revisionTask } from '../../workflow/loop/revision-tasks';
import type { RevisionTask } from '../../engine/types';
import { canonicalNames } from '../canonical-names';
import { upstreamArtifacts, type ProjectContext, type StageRow } from '../project-context';
import type { RunContext } from '../run-context';
import type { SectionRow } from './plan-sections';

/**
 * Seed 001's per-section loop: the section reviewer reads the section; while it finds high-priority
 * problems the section is rewritten with them as tasks, at most `maxSectionRewrites` times.
 */
export async function reviewSection(
  ctx: RunContext,
  project: ProjectContext,
  stage: StageRow,
  section: SectionRow,
): Promise<void> {
  const maxRewrites = Number((project.config as { maxSectionRewrites?: number }).maxSectionRewrites ?? 2);
  const names = canonicalNames(project);
  for (let round = 1; ; round++) {
    const review = await ctx.step(
      `section:${section.id}:review:${round}`,
      async () => {
        const text = await sectionText(ctx.db, section.id);
        return project.engine.assess(
          {
            template: project.template,
            stageKey: stage.key,
            language: project.language,
            roles: ['section', 'lint'],
            sections: [
              { id: section.id, title: section.title, goal: section.goal, targetLength: section.targetLength, text },
            ],
            upstream: upstreamArtifacts(project, stage),
            canonicalNames: names,
            previous: { accepted: [], rejected: [] },
          },
          project.call,
        );
      },
      async (tx, result) => {
        const tasks: RevisionTask[] = result.value.suggestions
          .filter((s) => s.priority === 'high')
          .map((s, i) => revisionTask({ ...s, id: `r${round}-${i}` }, s.anchor));
        const passed = tasks.length === 0;
        await markSectionDone(tx, section.id, passed ? 'passed' : 'written');
        return { passed, tasks };
      },
    );
    if (review.passed || round > maxRewrites) return;
    await ctx.step(
      `section:${section.id}:rewrite:${round}`,
      async () => {
        const text = await sectionText(ctx.db, section.id);
        return project.engine.revise(
          {
            language: project.language,
            section: {
              id: section.id,
              title: section.title,
              goal: section.goal,
              targetLength: section.targetLength,
              text,
            },
            tasks: review.tasks,
            keep: [],
            canonicalNames: names,
          },
          project.call,
        );
      },
      async (tx, result) => {
        const version = await appendVersion(tx, {
          projectId: project.id,
          stageId: stage.id,
          sectionId: section.id,
          text: result.value.text,
          source: 'revision',
          engine: result.engine,
          model: result.model,
        });
        return { versionId: version.id };
      },
    );
  }
}
