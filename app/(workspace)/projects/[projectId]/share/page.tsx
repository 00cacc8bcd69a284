import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { ownedProjectIdOrNotFound, requirePageCaller } from '@/lib/authz/pages';
import { db } from '@/lib/db';
import { projectTitle } from '@/lib/data/projects/projects';
import { listShareLinks } from '@/lib/data/share/links';
import { CreateShareLinkForm } from '@/components/share/create-share-link-form';
import { ShareLinkList } from '@/components/share/share-link-list';
import { ClientMessages } from '@/components/ui/client-messages';

type Params = { params: Promise<{ projectId: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('share.settings'))('title') };
}

/** The owner's read-only links to this project: create, see when each was last opened, revoke. */
export default async function ShareSettingsPage({ params }: Params) {
  const caller = await requirePageCaller();
  const projectId = await ownedProjectIdOrNotFound(caller, (await params).projectId);
  const [title, links] = await Promise.all([
    projectTitle({ db: db(), ownerId: caller.id, projectId }),
    listShareLinks({ db: db(), ownerId: caller.id, projectId }),
  ]);
  const t = await getTranslations('share.settings');
  return (
    <ClientMessages scope="workspace">
      <div className="flex max-w-4xl flex-col gap-6">
        <div>
          <Link href={`/projects/${projectId}`} className="text-sm text-indigo-800 hover:underline">
            {t('back', { title })}
          </Link>
          <h1 className="mt-1 text-2xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('intro')}</p>
        </div>
        <CreateShareLinkForm projectId={projectId} />
        <ShareLinkList projectId={projectId} links={links} />
      </div>
    </ClientMessages>
  );
}
