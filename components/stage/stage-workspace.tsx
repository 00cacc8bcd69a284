import { LiveTextProvider } from '@/components/progress/live-text-context';
import { useTranslations } from 'next-intl';
import { RunProgress } from '@/components/progress/run-progress';
import { LoopHistory } from '@/components/history/loop-history';
import { DecideRoundBar } from '@/components/refinement/decide-round-bar';
import { RefinementPanel } from '@/components/refinement/refinement-panel';
import { RefinementProvider } from '@/components/refinement/refinement-provider';
import { SuggestionSidebar } from '@/components/refinement/suggestion-sidebar';
import type { StageView } from '@/lib/data/stages/stage-view.types';
import { ArtifactHistory } from './artifact/artifact-history';
import { ArtifactPanel, ArtifactReview } from './artifact/lazy-artifact';
import { SavedArtifactProvider } from './artifact/saved-artifact';
import type { Shape } from './artifact/shape';
import { AssemblyPanel } from './assembly-panel';
import { FailedRunAlert } from './failed-run-alert';
import { NotesPanel } from './notes-panel';
import { ReviewReport } from './review-report';
import { ReferencesPanel } from './references-panel';
import { SectionsPanel } from './sections/sections-panel';
import { StageActions } from './stage-actions';
import { StageHeader } from './stage-header';
import { StageVersionProvider } from './stage-version';

interface Props {
  view: StageView;
  /** The artifact's form, from the stage's schema (artifact stages). */
  shape: Shape | null;
}

/** Changes whenever a loop or round starts, moves on or is decided: the open history then reads again. */
const loopRevision = ({ loop, roundCount }: StageView['refinement']) =>
  [loop?.id, loop?.stopReason, roundCount, ...(loop?.rounds.map((r) => `${r.status}/${r.decision}`) ?? [])].join(':');

/**
 * A stage whose chapters are approved one at a time (a script's): Approve names the chapter it approves
 * and that the next is written, or that the last one finishes.
 */
function approveLabelOf(view: StageView, t: ReturnType<typeof useTranslations>): string | undefined {
  if (!view.stage.approveEach) return undefined;
  const index = view.sections.findIndex((s) => s.status !== 'passed' && s.words > 0);
  if (index < 0) return undefined;
  return index === view.sections.length - 1
    ? t('stagePage.actions.approveLastChapter')
    : t('stagePage.actions.approveChapter', { number: view.sections[index].displayNumber });
}

/** What one step of the active run is, for "section 3 of 12". */
function runUnitOf({ activeRun, project, stage }: StageView): 'passage' | 'stage' | 'section' | 'round' | 'step' {
  if (activeRun?.kind === 'ripple.rewrite') return 'passage';
  if (project.mode === 'oneshot') return 'stage';
  if (stage.kind === 'sections') return 'section';
  return stage.kind === 'review' ? 'round' : 'step';
}

/** One stage of a project: header and actions, live progress, the stage's content by kind, notes. */
export function StageWorkspace({ view, shape }: Props) {
  const t = useTranslations();
  const { project, stage, can, activeRun, lastFailedRun, sections } = view;
  const busy = Boolean(activeRun);
  const stageName = t(`stages.${stage.key}`);
  const isLast = view.stages.at(-1)?.key === stage.key;
  const showSections = stage.kind === 'sections' || (stage.kind === 'review' && sections.length > 0);
  const showAssembly = stage.kind === 'assembly' || project.state === 'completed';
  const projectFailedHere = project.failedStage === stage.key && project.failedReason && !lastFailedRun;
  // Refinement loops run on an artifact, or on a stage's sections; their runs show in the refinement panel.
  const refinable = stage.kind === 'artifact' || showSections;
  const refinementRun = Boolean(activeRun && (activeRun.kind.startsWith('loop.') || activeRun.kind === 'variants'));
  const hasContent = stage.kind === 'artifact' ? stage.artifact != null : sections.some((s) => s.words > 0);
  const sectionTitles = Object.fromEntries(sections.map((s) => [s.id, `${s.displayNumber} ${s.title}`]));
  // The current round's cards beside the text under review (the artifact, or the open section), with
  // the buttons that decide the round.
  const suggestions = <SuggestionSidebar decide={<DecideRoundBar />} />;

  return (
    <StageVersionProvider>
      <LiveTextProvider>
        <div className="flex flex-col gap-6">
          <StageHeader view={view}>
            <StageActions
              projectId={project.id}
              stageKey={stage.key}
              mode={project.mode}
              projectState={project.state}
              can={can}
              busy={busy}
              approveLabel={approveLabelOf(view, t)}
            />
          </StageHeader>
          {activeRun && !(refinable && refinementRun) && (
            <RunProgress key={activeRun.id} projectId={project.id} initial={activeRun} unit={runUnitOf(view)} />
          )}
          {!activeRun && lastFailedRun && (
            <FailedRunAlert projectId={project.id} run={lastFailedRun} canRetry={can.retry} />
          )}
          {projectFailedHere && (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {t('board.failedAt', { stage: stageName, reason: project.failedReason ?? '' })}
            </p>
          )}
          {stage.kind === 'review' && view.refinement.loop && <ReviewReport loop={view.refinement.loop} />}
          <RefinementProvider
            projectId={project.id}
            stageKey={stage.key}
            unitKind={stage.kind === 'artifact' ? 'artifact' : 'sections'}
            loop={view.refinement.loop}
            activeRun={activeRun}
            variants={view.refinement.variants}
            proposals={view.refinement.proposals}
          >
            {refinable && (
              <RefinementPanel
                reviewers={view.refinement.reviewers}
                engine={project.engine}
                sectionTitles={sectionTitles}
                hasContent={hasContent}
                lastRun={view.refinement.lastRun}
                muted={view.refinement.muted}
              />
            )}
            {stage.kind === 'artifact' && (
              <SavedArtifactProvider>
                <ArtifactPanel
                  projectId={project.id}
                  stageKey={stage.key}
                  stageName={stageName}
                  artifact={stage.artifact}
                  version={stage.version}
                  shape={shape}
                  editable={can.edit && !busy}
                  lockedFields={stage.lockedFields}
                />
                <ArtifactReview
                  stageId={stage.id}
                  artifact={stage.artifact}
                  version={stage.version}
                  versionCount={stage.versionCount}
                  suggestions={suggestions}
                />
                <ArtifactHistory
                  projectId={project.id}
                  stageKey={stage.key}
                  artifact={stage.artifact}
                  version={stage.version}
                  versionCount={stage.versionCount}
                  shape={shape}
                />
              </SavedArtifactProvider>
            )}
            {showSections && (
              <SectionsPanel
                projectId={project.id}
                stageKey={stage.key}
                sections={sections}
                openSection={view.openSection}
                language={project.language}
                canEdit={can.edit}
                canEditSections={can.editSections}
                canImport={project.template === 'story' || project.template === 'paper'}
                busy={busy}
                suggestions={suggestions}
              />
            )}
          </RefinementProvider>
          {(refinable || stage.kind === 'review') && (
            <LoopHistory
              projectId={project.id}
              stageKey={view.refinement.loopStageKey}
              loopCount={view.refinement.loopCount}
              roundCount={view.refinement.roundCount}
              revision={loopRevision(view.refinement)}
              sectionTitles={sectionTitles}
              busy={busy}
            />
          )}
          {stage.kind === 'review' && !showSections && view.refinement.loopCount === 0 && (
            <p className="text-sm text-stone-600">{t('stagePage.reviewHint')}</p>
          )}
          {view.references && <ReferencesPanel projectId={project.id} references={view.references} />}
          {showAssembly && (
            <AssemblyPanel
              projectId={project.id}
              template={project.template}
              markdown={view.assembledMarkdown}
              prominent={stage.kind === 'assembly'}
            />
          )}
          {stage.kind !== 'assembly' && (
            <NotesPanel
              projectId={project.id}
              stageKey={stage.key}
              notes={stage.notes}
              version={stage.version}
              isLast={isLast}
            />
          )}
        </div>
      </LiveTextProvider>
    </StageVersionProvider>
  );
}
