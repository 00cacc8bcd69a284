import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ownedProjectIdOrNotFound, requirePageCaller } from '@/lib/authz';
import { db } from '@/lib/db';
import { ExpectedError } from '@/lib/errors';
import { getStageView } from '@/lib/data/stage-view';
import { StageWorkspace } from '@/components/stage/stage-workspace';
import { artifactShapeFor } from '@/components/stage/artifact/schema-shape';

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
  const view = await getStageView(db(), caller.id, projectId, stageKey, openSectionId).catch((error: unknown) => {
    // An unknown stage key is "not found", like someone else's project.
    if (error instanceof ExpectedError && error.code === 'not_found') notFound();
    throw error;
  });
  const shape = view.stage.kind === 'artifact' ? artifactShapeFor(view.project.template, view.stage.key) : null;
  return <StageWorkspace key={view.stage.key} view={view} shape={shape} />;
}
