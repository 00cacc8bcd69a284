import type { SectionRow } from '../../data/sections/run-sections';
import { stepKey } from '../../data/runs/steps';
import type { StageJob } from '../project-context';
import { writeSectionText } from './draft-section';

/**
 * A written section regenerated as a proposal: the engine writes it anew and the text is kept with the
 * run's step, beside the current text, which (with every hand-written passage) stays until the writer
 * chooses what to take from each. The section stays stale until then.
 */
export async function proposeSection(
  { ctx, project, stage }: StageJob,
  { section, all }: { section: SectionRow; all: SectionRow[] },
): Promise<void> {
  await ctx.step(
    stepKey.proposal(section.id),
    async () => {
      const written = await writeSectionText({ ctx, project, stage }, { section, all, live: false });
      return {
        texts: [written.value.text],
        baseVersionId: section.currentVersionId,
        engine: written.engine,
        model: written.model ?? '',
      };
    },
    async (_tx, value) => value,
  );
}
