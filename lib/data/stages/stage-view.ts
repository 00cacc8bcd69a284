import 'server-only';
import { isRetryable } from '../../workflow/run-statuses';
import type { DbReader, ProjectScope } from '../../db';
import { engineKindFor } from '../../engine';
import { ExpectedError } from '../../errors';
import { templateOf } from '../../workflow/templates';
import { canTransition } from '../../workflow/state-machine';
import { machineOf, phaseOf } from './lifecycle';
import { toRunView } from '../runs/run-view';
import { readStepResult } from '../runs/attempt';
import { stepKey } from '../runs/steps';
import type { RefinementView } from '../refinement/history.types';
import type { StageView } from './stage-view.types';
import { assembledMarkdownOf } from './assembled';
import { listReferences, toReferenceListItem } from '../references/references';
import { loopsOfStage } from '../refinement/history';
import { projectMutedKinds } from '../refinement/muted-kinds';
import { stageCounts, stageProposals, stageRuns, type StageRunRow } from './stage-view-reads';
import { projectIdentity } from '../projects/identity';
import { stageOutlineRows, toSectionOutline, withText } from '../sections/section-outline';
import { toVersionSummary, VERSION_SELECT } from '../versions/version-summary';

/**
 * What the stage page shows, for one of the caller's projects, read in one snapshot: a run that
 * finishes while the page is read is seen either still running or finished together with what it
 * wrote — never a stage that says "generating" with no run left to follow. Only the open section
 * (`openSectionId`, else the first) carries its text; histories and older loops load when opened.
 */
export async function getStageView(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, openSectionId }: { stageKey: string; openSectionId?: string },
): Promise<StageView> {
  // A read-only snapshot may wait and last longer than the 2 s / 5 s defaults: parsing or rendering
  // references (Citation.js, synchronous) elsewhere in this process can hold its event loop for seconds.
  const view = await db.$transaction((tx) => readStageView(tx, ownerId, projectId, stageKey, openSectionId), {
    isolationLevel: 'RepeatableRead',
    maxWait: 10_000,
    timeout: 20_000,
  });
  // Assembling renders citations through Citation.js, slow on its first use: outside the 5 s transaction.
  if (view.stage.kind !== 'assembly' && view.project.state !== 'completed') return view;
  return { ...view, assembledMarkdown: await assembledMarkdownOf({ db, ownerId, projectId }) };
}

async function readStageView(
  db: DbReader,
  ownerId: string,
  projectId: string,
  stageKey: string,
  openSectionId: string | undefined,
): Promise<StageView> {
  const p = await db.project.findFirst({
    where: { id: projectId, ownerId },
    include: { stages: { orderBy: { position: 'asc' } } },
  });
  const stage = p?.stages.find((s) => s.key === stageKey);
  if (!p || !stage) throw new ExpectedError('not_found');
  const template = templateOf(p.template);
  const definition = template.stages.find((s) => s.key === stageKey)!;
  // A review stage shows the rounds it ran, which are loops over the stage it reviews.
  const loopStageKey = definition.reviews ?? stageKey;
  const loopStage = p.stages.find((s) => s.key === loopStageKey);
  if (!loopStage) throw new ExpectedError('not_found');
  const [current, counts, sectionRows, runs, loops, muted] = await Promise.all([
    stage.currentVersionId
      ? db.version.findUnique({ where: { id: stage.currentVersionId }, select: { ...VERSION_SELECT, data: true } })
      : null,
    stageCounts(db, projectId, stage.id, loopStage.id),
    stageOutlineRows(db, stage.id),
    stageRuns(db, projectId, stage.id),
    loopsOfStage(db, loopStage.id, { skip: 0, take: 1 }),
    projectMutedKinds(db, projectId),
  ]);
  const activeRun = runs.active && runView(runs.active);
  const lastRun = runs.last && runView(runs.last);
  const refinement = {
    loop: loops[0] ?? null,
    loopStageKey,
    loopCount: counts.loopCount,
    roundCount: counts.roundCount,
    lastRun: runs.refinement && isRetryable(runs.refinement.status) ? runView(runs.refinement) : null,
  };
  const sections = sectionRows.map(toSectionOutline);
  const opened = sectionRows.find((s) => s.id === openSectionId) ?? sectionRows[0];
  const openSection = opened ? await withText(db, toSectionOutline(opened), opened.currentVersionId) : null;
  const machine = machineOf(p);
  const stageStates = machine.stages.find((s) => s.stageKey === stageKey);
  const phase = phaseOf(p);
  const here = phase?.stageKey === stageKey;
  // A one-shot project fails as a whole: every stage page offers its retry.
  const failedHere = p.state === 'failed' && (p.mode === 'oneshot' || stageStates?.generating === p.failedStage);
  const hasRun = Boolean(activeRun);
  const failedRun = lastRun && isRetryable(lastRun.status) ? lastRun : null;
  return {
    project: {
      ...projectIdentity(p),
      engine: engineKindFor(p),
      language: template.language(p.config),
      failedStage:
        p.state === 'failed' ? (machine.stages.find((s) => s.generating === p.failedStage)?.stageKey ?? null) : null,
      failedReason: p.state === 'failed' ? p.failedReason : null,
    },
    stages: p.stages.map((s) => ({
      key: s.key,
      kind: template.stages.find((d) => d.key === s.key)!.kind,
      status: s.status,
    })),
    stage: {
      id: stage.id,
      key: stage.key,
      kind: definition.kind,
      approveEach: Boolean(definition.approveEach),
      status: stage.status,
      notes: stage.notes,
      stale: stage.stale,
      version: stage.version,
      artifact: current?.data ?? null,
      lockedFields: stage.lockedFields,
      currentVersion: current ? toVersionSummary(current) : null,
      versionCount: counts.versionCount,
    },
    sections,
    openSection,
    activeRun,
    lastFailedRun: failedRun && failedHere ? failedRun : null,
    can: {
      generate:
        !hasRun &&
        p.mode === 'staged' &&
        definition.kind !== 'assembly' &&
        ((p.state === 'draft' && p.stages[0].key === stageKey) || (here && phase?.phase === 'generating')),
      regenerate:
        !hasRun && here && phase?.phase === 'review' && canTransition(machine, p.state, stageStates?.generating ?? ''),
      approve: !hasRun && here && phase?.phase === 'review',
      edit: !hasRun,
      retry: !hasRun && Boolean(failedRun) && failedHere,
      editSections: !hasRun && definition.kind === 'sections',
    },
    refinement: {
      ...refinement,
      reviewers: definition.reviewers,
      variants: await offeredVariants(db, runs.variants, sectionRows),
      proposals: await offeredProposals(db, stage.id, sectionRows),
      muted,
    },
    bibleCount: counts.bibleCount,
    waitingComments: counts.waitingComments,
    assembledMarkdown: null, // filled in by getStageView, after the snapshot
    // A paper's sources, on every stage: the writer adds them from the intake on, and the writer and
    // reviewers of each section draw on them.
    references:
      p.template === 'paper' ? (await listReferences({ db, ownerId, projectId })).map(toReferenceListItem) : null,
  };
}

const runView = ({ sectionId: _sectionId, ...run }: StageRunRow) => toRunView(run);

/** Variants are offered while their section still has the text they were made from. */
async function offeredVariants(
  db: DbReader,
  run: { id: string; sectionId: string | null } | null,
  sections: { id: string; currentVersionId: string | null }[],
): Promise<RefinementView['variants']> {
  const section = run?.sectionId ? sections.find((s) => s.id === run.sectionId) : undefined;
  if (!run || !section) return null;
  const base = (await readStepResult(db, run.id, stepKey.variants()))?.baseVersionId;
  return base === section.currentVersionId ? { runId: run.id, sectionId: section.id } : null;
}

/** Regeneration proposals, each offered while its section still has the text it was written beside. */
async function offeredProposals(
  db: DbReader,
  stageId: string,
  sections: { id: string; currentVersionId: string | null }[],
): Promise<RefinementView['proposals']> {
  const current = new Map(sections.map((s) => [s.id, s.currentVersionId]));
  return (await stageProposals(db, stageId))
    .filter((p) => current.has(p.sectionId) && current.get(p.sectionId) === p.baseVersionId)
    .map(({ runId, sectionId }) => ({ runId, sectionId }));
}
