import { getTranslations } from 'next-intl/server';
import { ImportProjectForm } from '@/components/import/import-project-form';
import { NewProjectForm } from '@/components/projects/new-project-form';
import { modelConfigured } from '@/lib/env';
import { ClientMessages } from '@/components/ui/client-messages';

export async function generateMetadata() {
  return { title: (await getTranslations('newProject'))('title') };
}

export default async function NewProjectPage() {
  const t = await getTranslations('newProject');
  return (
    <ClientMessages scope="workspace">
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <NewProjectForm modelConfigured={modelConfigured()} />
        <ImportProjectForm />
      </div>
    </ClientMessages>
  );
}
