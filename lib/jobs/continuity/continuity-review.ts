import type { JsonInput } from '../../db';
import { factExtractorFor } from '../../engine';
import type { SuggestionDraft } from '../../engine/types';
import { anchorAt } from '../../text/anchor';
import { CONTINUITY_ROLE } from '../../workflow/continuity/role';
import type { SuggestionEvidence } from '../../workflow/continuity/findings';
import { partitionByWaivers } from '../../workflow/continuity/waivers';
import { readContinuityBook } from '../../data/continuity/book';
import { saveModelFacts, sectionsNeedingModelFacts } from '../../data/continuity/model-ledger';
import { listWaivers } from '../../data/continuity/waivers';
import { recordModelCall } from '../../data/runs/model-calls';
import { stageRow, type StageJob } from '../project-context';

/** A continuity suggestion: a draft with the passages it rests on and, when mechanical, its exact replacement. */
export type ContinuityDraft = SuggestionDraft & { evidence: JsonInput };

/** The stage whose sections are the book: this one, or the one a review stage reviews; none for an artifact. */
function bookStageId({ project, stage }: StageJob): string | null {
  if (stage.definition.kind === 'sections') return stage.id;
  if (stage.definition.kind === 'review' && stage.definition.reviews)
    return stageRow(project, stage.definition.reviews).id;
  return null;
}

/** On the model engine: the sections whose text changed since the model last read them, extracted again (one request each). */
async function extractChangedWithModel(job: StageJob, stageId: string): Promise<void> {
  const { ctx, project } = job;
  const extract = factExtractorFor({ engine: project.engineKind }, recordModelCall);
  if (!extract) return;
  for (const section of await sectionsNeedingModelFacts(ctx.db, stageId)) {
    const result = await extract(
      {
        language: project.language,
        template: project.template,
        title: section.title,
        text: section.text,
        names: section.context.known,
        script: section.context.script,
      },
      project.call,
    );
    await ctx.db.$transaction((tx) => saveModelFacts(tx, { projectId: project.id, section, facts: result.value }));
  }
}

/**
 * The continuity reviewer: the ledger's facts compared across the book, minus what the writer waived,
 * as anchored suggestions on the loop's sections whose evidence quotes the passages they contradict.
 */
export async function continuitySuggestions(job: StageJob, sectionIds: Set<string>): Promise<ContinuityDraft[]> {
  const stageId = bookStageId(job);
  if (!stageId) return [];
  await extractChangedWithModel(job, stageId);
  const read = await readContinuityBook(job.ctx.db, { projectId: job.project.id, stageId });
  if (!read) return [];
  const titles = new Map(read.book.sections.map((s) => [s.id, s.title]));
  const { open } = partitionByWaivers(read.findings(), await listWaivers(job.ctx.db, job.project.id));
  return open
    .filter((f) => sectionIds.has(f.sectionId))
    .map((f) => ({
      role: CONTINUITY_ROLE,
      type: f.kind,
      priority: f.priority,
      sectionId: f.sectionId,
      summary: f.summary,
      detail: f.detail,
      expected: f.replacement ?? f.expected,
      anchor: anchorAt(read.texts.get(f.sectionId)!, f.start, f.end),
      evidence: {
        passages: f.evidence.map((e) => ({ ...e, title: e.sectionId ? (titles.get(e.sectionId) ?? '') : null })),
        ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
      } satisfies SuggestionEvidence,
    }));
}
