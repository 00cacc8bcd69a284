import { markSectionDone, sectionTextByKey, sectionTexts } from '../../data/sections/run-sections';
import { countWords } from '../../text/count';
import { earlierNotes, upstreamArtifacts, type ProjectContext, type StageRow, type StageJob } from '../project-context';
import type { RunContext } from '../run-context';
import type { StepKey } from '../../data/runs/steps';
import type { SectionRow } from '../../data/sections/run-sections';
import { EngineError } from '../../engine/types';
import { saveEngineText, unitOf } from './engine-text';
import { liveSectionSink } from './live-section-text';

/**
 * Writes one section from its goal, as a step under `key`: a first draft, or a rewrite from scratch
 * (then `guidance` carries the reviewer's reasons). On a rolling stage the writer sees every earlier
 * section as it stands when the step starts.
 */
export async function draftSection(
  { ctx, project, stage }: StageJob,
  { section, all, key, guidance = [] }: { section: SectionRow; all: SectionRow[]; key: StepKey; guidance?: string[] },
): Promise<{ versionId: string }> {
  return ctx.step(
    key,
    () => writeSectionText({ ctx, project, stage }, { section, all, guidance, live: true }),
    async (tx, result) => {
      const saved = await saveEngineText(tx, unitOf(project, stage, section), result, 'model');
      await markSectionDone(tx, section.id, 'written');
      return saved;
    },
  );
}

/**
 * The engine's new text for one section, saved nowhere: the caller keeps it as the section's version
 * (a draft) or beside it (a regeneration proposed as a variant). `live` streams it into the editor.
 */
export async function writeSectionText(
  { ctx, project, stage }: StageJob,
  {
    section,
    all,
    guidance = [],
    live: streams,
  }: { section: SectionRow; all: SectionRow[]; guidance?: string[]; live: boolean },
) {
  // Rolling context: every earlier section as it stands now (saved by the steps before this one).
  const earlier = stage.definition.rolling
    ? await sectionTexts(
        ctx.db,
        all.filter((s) => s.position < section.position).map((s) => s.id),
      )
    : [];
  const opening = await approvedOpening(ctx, project, stage, section);
  const live = streams ? liveSectionSink(ctx, section.id) : null;
  let rest;
  try {
    rest = await project.engine.generateSection(
      {
        template: project.template,
        stageKey: stage.key,
        language: project.language,
        config: project.config,
        upstream: upstreamArtifacts(project, stage),
        notes: [...earlierNotes(project, stage), ...guidance],
        section: {
          id: section.id,
          title: section.title,
          goal: section.goal,
          targetLength: Math.max(MIN_REST, section.targetLength - countWords(opening)),
        },
        // The opening is the text this section continues: the engine sees it as what comes just before.
        earlier: opening ? [...earlier, { title: section.title, text: opening }] : earlier,
        bible: project.bible,
        sources: project.sources,
        voice: await project.voice(),
      },
      live ? { ...project.call, prose: live } : project.call,
    );
  } catch (error) {
    await live?.end('failed');
    throw streams ? await keepBrokenOff(ctx, unitOf(project, stage, section), error, opening) : error;
  }
  await live?.end(rest.value.partial ? 'stopped' : 'done');
  return opening ? { ...rest, value: { ...rest.value, text: withOpening(opening, rest.value.text) } } : rest;
}

const withOpening = (opening: string, rest: string) => `${opening.trimEnd()}\n\n${rest}`;

/**
 * A stream that broke off after text arrived: what arrived becomes a partial version of the section
 * (the writer saw it appear), and the run fails with the reason, saying the text was kept.
 */
async function keepBrokenOff(
  ctx: RunContext,
  unit: ReturnType<typeof unitOf>,
  error: unknown,
  opening: string,
): Promise<unknown> {
  if (!(error instanceof EngineError) || !error.partialText?.trim()) return error;
  const text = opening ? withOpening(opening, error.partialText.trim()) : error.partialText.trim();
  await ctx.fenced((tx) =>
    saveEngineText(tx, unit, { value: { text, partial: true }, engine: 'model', model: null }, 'model'),
  );
  return new EngineError(error.code, `${error.message} What arrived is kept as a partial version.`, error.attempts, {
    cause: error,
    providerMessage: error.providerMessage,
  });
}

/** Length left for the engine after the author's opening, at the least (a short ending). */
const MIN_REST = 50;

/** The approved text this section opens with (see StageDefinition.opensWith), or ''. */
async function approvedOpening(ctx: RunContext, project: ProjectContext, stage: StageRow, section: SectionRow) {
  const from = stage.definition.opensWith;
  const source = from && project.stages.find((s) => s.key === from.stage);
  if (!from || source?.status !== 'approved') return '';
  return sectionTextByKey(ctx.db, source.id, from.sectionKey(section.key));
}
