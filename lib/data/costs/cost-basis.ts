import 'server-only';
import type { DbReader } from '../../db';
import { describeEngine, engineKindFor } from '../../engine';
import type { BasisSection, CostBasis } from '../../engine/estimate';
import { modelConfigFromEnv } from '../../engine/model/config';
import { isOpenAI } from '../../engine/model/server/server-info';
import type { ModelRole } from '../../engine/types';
import { CHARS_PER_WORD } from '../../engine/model/budget/output-cap';
import { templateOf } from '../../workflow/templates';
import { bibleOfProject } from '../bible/entries';
import { sourcesOfProject } from '../references/references';
import { voiceGuide } from '../projects/voice';
import { ExpectedError } from '../../errors';

/** What the estimate needs to know of the engine a project's runs use. */
export interface EngineFacts {
  kind: 'model' | 'offline';
  /** Model name by role; a role missing here is priced as unknown. */
  models: Partial<Record<ModelRole, string>>;
  /** The deployment talks to OpenAI, whose tokenizer the engine counts with. */
  exactTokens: boolean;
}

type SectionRow = {
  id: string;
  stageId: string;
  key: string;
  title: string;
  goal: string;
  targetLength: number;
  status: string;
  words: number | null;
  chars: number | null;
};

/**
 * The project as a cost estimate reads it: its configuration, stages and artifacts, and every live
 * section's stored length (never its text: a version written before lengths were stored is measured in
 * the database). Works inside the transaction that creates a run, so it sees what the run will find.
 */
export async function readCostBasis(
  db: DbReader,
  projectId: string,
): Promise<{ basis: CostBasis; engine: EngineFacts }> {
  const project = await db.project.findUnique({
    where: { id: projectId },
    select: {
      template: true,
      mode: true,
      config: true,
      engine: true,
      modelOverrides: true,
      stages: {
        orderBy: { position: 'asc' },
        select: { id: true, key: true, status: true, notes: true, currentVersion: { select: { data: true } } },
      },
    },
  });
  if (!project) throw new ExpectedError('not_found');
  const language = templateOf(project.template).language(project.config);
  const choice = {
    engine: project.engine,
    modelOverrides: project.modelOverrides as Partial<Record<ModelRole, string>> | null,
  };
  const kind = engineKindFor(choice);
  const [sections, bible, sources, voice] = await Promise.all([
    db.$queryRaw<SectionRow[]>`
      SELECT s."id", s."stageId", s."key", s."title", s."goal", s."targetLength", s."status"::text AS status,
             v."words", CASE WHEN v."id" IS NOT NULL AND v."words" IS NULL THEN char_length(v."text") END AS chars
      FROM "Section" s LEFT JOIN "Version" v ON v."id" = s."currentVersionId"
      WHERE s."projectId" = ${projectId} AND s."deletedAt" IS NULL
      ORDER BY s."position" ASC`,
    bibleOfProject(db, projectId),
    project.template === 'paper' ? sourcesOfProject(db, projectId) : Promise.resolve(undefined),
    // Only a model's prompts carry the voice: offline, nothing is priced.
    kind === 'model' ? voiceGuide(db, projectId) : Promise.resolve(null),
  ]);
  const lengthOf = (r: SectionRow) =>
    r.words ?? (r.chars === null ? 0 : language === 'zh' ? r.chars : Math.ceil(r.chars / CHARS_PER_WORD));
  const byStage = new Map<string, BasisSection[]>();
  for (const r of sections) {
    const list = byStage.get(r.stageId) ?? [];
    list.push({
      id: r.id,
      key: r.key,
      title: r.title,
      goal: r.goal,
      targetLength: r.targetLength,
      length: lengthOf(r),
      status: r.status,
    });
    byStage.set(r.stageId, list);
  }
  const basis: CostBasis = {
    template: project.template,
    mode: project.mode,
    language,
    config: project.config,
    stages: project.stages.map((s) => ({
      key: s.key,
      status: s.status,
      notes: s.notes,
      artifact: s.currentVersion?.data ?? null,
      sections: byStage.get(s.id) ?? [],
    })),
    bible,
    ...(sources ? { sources } : {}),
    voice,
  };
  return {
    basis,
    engine: {
      kind,
      models: kind === 'model' ? (describeEngine(choice).models ?? {}) : {},
      exactTokens: kind === 'model' && isOpenAI(modelConfigFromEnv()),
    },
  };
}
