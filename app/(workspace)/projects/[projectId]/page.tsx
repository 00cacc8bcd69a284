import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { ownedProjectIdOrNotFound, requirePageCaller } from '@/lib/authz/pages';
import { db } from '@/lib/db';
import { getProjectBoard } from '@/lib/data/projects/board';
import { StageBoard } from '@/components/stage-board/stage-board';
import { BoardSummary } from '@/components/stage-board/board-summary';
import { rewriteOriginal } from '@/lib/data/projects/rewrite-original';
import { RewriteOriginalPanel } from '@/components/projects/rewrite-original-panel';
import { ProjectSettings } from '@/components/projects/project-settings';
import { ExportLinks } from '@/components/stage/export-links';
import { ModelSettingsPanel } from './model-settings-panel';
import { ClientMessages } from '@/components/ui/client-messages';
import { ContinuityPanel } from '@/components/continuity/continuity-panel';
import { budgetView } from '@/lib/data/costs/budget';
import { BudgetSettings } from '@/components/costs/budget-settings';
import { VoicePanelLoader } from './voice-panel-loader';

type Params = { params: Promise<{ projectId: string }> };

export default async function ProjectPage({ params }: Params) {
  const caller = await requirePageCaller();
  const projectId = await ownedProjectIdOrNotFound(caller, (await params).projectId);
  const scope = { db: db(), ownerId: caller.id, projectId };
  const [board, rewrite, budget] = await Promise.all([
    getProjectBoard(scope),
    rewriteOriginal(scope),
    budgetView(scope),
  ]);
  const t = await getTranslations();
  return (
    <ClientMessages scope="workspace">
      <div className="flex flex-col gap-6">
        <div>
          <p className="text-sm text-stone-500">{t(`templates.${board.template}`)}</p>
          <h1 className="text-2xl font-semibold">{board.title}</h1>
          <p className="mt-1 text-sm text-stone-600">
            {t('board.mode')}: {t(`board.${board.mode}`)}
          </p>
          {board.state === 'failed' && (
            <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {t('board.failedAt', {
                stage: board.failedStage ? t(`stages.${board.failedStage}`) : t('board.oneshot'),
                reason: board.failedReason ?? '',
              })}
            </p>
          )}
        </div>
        <BoardSummary board={board} />
        {rewrite && <RewriteOriginalPanel rewrite={rewrite} projectId={board.id} />}
        <StageBoard board={board} />
        <ContinuityPanel projectId={board.id} />
        <ExportLinks projectId={board.id} template={board.template} />
        <a href={`/projects/${board.id}/share`} className="self-start text-sm text-indigo-800 underline">
          {t('share.settings.openLink')}
        </a>
        <Suspense fallback={null}>
          <VoicePanelLoader ownerId={caller.id} projectId={board.id} />
        </Suspense>
        <BudgetSettings projectId={board.id} view={budget} />
        <Suspense fallback={<p className="text-sm text-stone-500">{t('modelSettings.loading')}</p>}>
          <ModelSettingsPanel ownerId={caller.id} projectId={board.id} />
        </Suspense>
        {/* Keyed by version: a change saved elsewhere on the page (the engine, the models) renews its edit guard. */}
        <ProjectSettings key={board.version} projectId={board.id} title={board.title} version={board.version} />
      </div>
    </ClientMessages>
  );
}
