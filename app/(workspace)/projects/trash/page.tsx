import { getTranslations } from 'next-intl/server';
import { requirePageCaller } from '@/lib/authz/pages';
import { db } from '@/lib/db';
import { listTrash, TRASH_DAYS } from '@/lib/data/projects/trash';
import { TrashList } from '@/components/projects/trash-list';
import { ClientMessages } from '@/components/ui/client-messages';

export async function generateMetadata() {
  return { title: (await getTranslations('trash'))('title') };
}

export default async function TrashPage() {
  const caller = await requirePageCaller();
  const t = await getTranslations('trash');
  const projects = await listTrash(db(), caller.id);
  return (
    <ClientMessages scope="workspace">
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-stone-600">{t('help', { days: TRASH_DAYS })}</p>
        </div>
        {projects.length === 0 ? <p className="text-stone-600">{t('empty')}</p> : <TrashList projects={projects} />}
      </div>
    </ClientMessages>
  );
}
