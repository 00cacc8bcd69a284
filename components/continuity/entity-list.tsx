'use client';

import { useTranslations } from 'next-intl';
import type { ContinuityView } from '@/lib/data/continuity/continuity-view';
import { Link } from '@/components/ui/link';

/** The entities the ledger knows, each fact with the passage that states it. */
export function EntityList({
  projectId,
  stageKey,
  entities,
}: {
  projectId: string;
  stageKey: string;
  entities: ContinuityView['entities'];
}) {
  const t = useTranslations('continuity');
  return (
    <section aria-labelledby="continuity-entities" className="flex flex-col gap-2">
      <h3 id="continuity-entities" className="text-sm font-medium">
        {t('entitiesTitle')}
      </h3>
      {entities.length === 0 && <p className="text-sm text-stone-600">{t('noEntities')}</p>}
      <dl className="flex flex-col gap-2 text-sm">
        {entities.map((e) => (
          <div key={e.name}>
            <dt className="font-medium">{e.name}</dt>
            {e.facts.map((f, i) => (
              <dd key={i} className="ml-3 text-stone-700">
                “{f.quote}” —{' '}
                <Link
                  className="text-indigo-700 underline"
                  href={`/projects/${projectId}/stages/${stageKey}?section=${f.sectionId}`}
                >
                  {f.sectionTitle}
                </Link>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
