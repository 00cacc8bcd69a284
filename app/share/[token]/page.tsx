import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { openShareLink } from '@/lib/data/share-access';
import { getRoundHistory } from '@/lib/data/share-history';
import { getSharedProject } from '@/lib/data/share-view';
import { SharedProjectView } from '@/components/share/shared-project-view';

// A read-only view for whoever holds the link. No session, no server actions: nothing here can
// change anything. Unknown, revoked and expired tokens all get the same not-found page.
export const dynamic = 'force-dynamic';

const HISTORY_LIMIT = 50;

type Params = { params: Promise<{ token: string }> };

const open = cache(async (token: string) => {
  const ref = await openShareLink(db(), token);
  return ref ? getSharedProject(db(), ref) : null;
});

export async function generateMetadata({ params }: Params) {
  const shared = await open((await params).token);
  const t = await getTranslations('share.view');
  return { title: shared ? t('pageTitle', { title: shared.board.title }) : t('notFoundTitle') };
}

export default async function SharedProjectPage({ params }: Params) {
  const shared = await open((await params).token);
  if (!shared) notFound();
  const rounds = await getRoundHistory(db(), shared.board.id, HISTORY_LIMIT);
  return <SharedProjectView shared={shared} rounds={rounds} historyLimit={HISTORY_LIMIT} />;
}
