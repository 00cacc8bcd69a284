import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ownedStageOrNotFound, requirePageCaller } from '@/lib/authz/pages';
import { db } from '@/lib/db';
import { ExpectedError } from '@/lib/errors';
import { getStageView } from '@/lib/data/stages/stage-view';
import { StageWorkspace } from '@/components/stage/stage-workspace';
import { BiblePanel } from '@/components/bible/bible-panel';
import { ContinuityPanel } from '@/components/continuity/continuity-panel';
import { artifactShapeFor } from '@/components/stage/artifact/schema-shape';
import { ReaderCommentsWaiting } from '@/components/refinement/reader-comments-waiting';

type Params = { params: Promise<{ projectId: string; stageKey: string }> };
type Props = Params & { searchParams: Promise<{ section?: string | string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await getTranslations('stages');
  const { stageKey } = await params;
  return { title: t.has(stageKey) ? t(stageKey) : undefined };
}

export default async function StagePage({ params, searchParams }: Props) {
  const caller = await requirePageCaller();
  const { projectId: rawId, stageKey } = await params;
  const projectId = await ownedStageOrNotFound(caller, rawId, stageKey);
  const { section } = await searchParams;
  const openSectionId = typeof section === 'string' ? section : undefined;
  const view = await getStageView({ db: db(), ownerId: caller.id, projectId }, { stageKey, openSectionId }).catch(
    (error: unknown) => {
      // A project or stage gone since the layout checked it is "not found", like someone else's project.
      if (error instanceof ExpectedError && error.code === 'not_found') notFound();
      throw error;
    },
  );
  const shape = view.stage.kind === 'artifact' ? artifactShapeFor(view.project.template, view.stage.key) : null;
  const { template } = view.project;
  return (
    <div className="flex flex-col gap-6">
      <ReaderCommentsWaiting projectId={projectId} count={view.waitingComments} />
      <StageWorkspace key={view.stage.key} view={view} shape={shape} />
      <ContinuityPanel projectId={projectId} stageKey={view.stage.key} />
      <BiblePanel
        projectId={projectId}
        count={view.bibleCount}
        glossary={template === 'paper' || template === 'rewrite'}
      />
    </div>
  );
}
