import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { projectModelSettings } from '@/lib/data/projects/model-settings';
import { modelChoices } from '@/lib/engine/model/server/choices';
import { ModelSettings } from '@/components/projects/model-settings';

/** Asks the model server what it offers (GET /v1/models), so it streams in after the rest of the page. */
export async function ModelSettingsPanel({ ownerId, projectId }: { ownerId: string; projectId: string }) {
  const [settings, choices, t] = await Promise.all([
    projectModelSettings({ db: db(), ownerId, projectId }),
    modelChoices(env()),
    getTranslations(),
  ]);
  return (
    <details
      className="rounded-xl border border-stone-200 bg-white p-4"
      open={settings.engine === 'model' && !choices.configured}
    >
      <summary className="cursor-pointer font-medium">{t('modelSettings.title')}</summary>
      <div className="mt-4">
        <ModelSettings projectId={projectId} {...settings} {...choices} />
      </div>
    </details>
  );
}
