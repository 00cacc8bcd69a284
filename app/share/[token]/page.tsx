import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { openShareLink } from '@/lib/data/share/access';
import { getRoundHistory } from '@/lib/data/share/history';
import { getSharedProject } from '@/lib/data/share/view';
import { SharedProjectView } from '@/components/share/shared-project-view';

// The view for whoever holds the link. No session; the one server action it reaches is a comment on
// a passage, and only through a link that takes comments. Unknown, revoked and expired tokens all get the same page (not-found.tsx beside
// this one), written for a reader and answered with a 404.
export const dynamic = 'force-dynamic';

const HISTORY_LIMIT = 50;

type Params = { params: Promise<{ token: string }> };

const open = cache(async (token: string) => {
  const ref = await openShareLink(db(), token);
  return ref ? { ref, shared: await getSharedProject(db(), ref) } : null;
});

export async function generateMetadata({ params }: Params) {
  const opened = await open((await params).token);
  const t = await getTranslations('share.view');
  return { title: opened ? t('pageTitle', { title: opened.shared.board.title }) : t('notFoundTitle') };
}

export default async function SharedProjectPage({ params }: Params) {
  const { token } = await params;
  const opened = await open(token);
  if (!opened) notFound();
  const { projectId, ownerId } = opened.ref;
  const rounds = await getRoundHistory(db(), { kind: 'share', projectId, ownerId }, HISTORY_LIMIT);
  return (
    <SharedProjectView
      shared={opened.shared}
      rounds={rounds}
      historyLimit={HISTORY_LIMIT}
      expiresAt={opened.ref.expiresAt}
      commentToken={opened.ref.allowComments ? token : null}
    />
  );
}
