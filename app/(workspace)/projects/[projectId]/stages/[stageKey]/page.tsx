import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ownedProjectIdOrNotFound, requirePageCaller } from '@/lib/authz';
import { db } from '@/lib/db';
import { ExpectedError } from '@/lib/errors';
import { getStageView } from '@/lib/data/stage-view';
import { waitingReaderComments } from '@/lib/data/reader-comments';
import { countBible } from '@/lib/data/bible';
import { StageWorkspace } from '@/components/stage/stage-workspace';
import { BiblePanel } from '@/components/bible/bible-panel';
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
  const projectId = await ownedProjectIdOrNotFound(caller, rawId);
  const { section } = await searchParams;
  const openSectionId = typeof section === 'string' ? section : undefined;
  const [view, waitingComments, bibleCount] = await Promise.all([
    getStageView(db(), caller.id, projectId, stageKey, openSectionId).catch((error: unknown) => {
      // An unknown stage key is "not found", like someone else's project.
      if (error instanceof ExpectedError && error.code === 'not_found') notFound();
      throw error;
    }),
    waitingReaderComments(db(), caller.id, projectId, stageKey),
    countBible(db(), caller.id, projectId),
  ]);
  const shape = view.stage.kind === 'artifact' ? artifactShapeFor(view.project.template, view.stage.key) : null;
  const { template } = view.project;
  return (
    <div className="flex flex-col gap-6">
      <ReaderCommentsWaiting projectId={projectId} count={waitingComments} />
      <StageWorkspace key={view.stage.key} view={view} shape={shape} />
      <BiblePanel projectId={projectId} count={bibleCount} glossary={template === 'paper' || template === 'rewrite'} />
    </div>
  );
}
