'use client';

import { useTranslations } from 'next-intl';
import type { ContinuityView } from '@/lib/data/continuity/continuity-view';
import { Link } from '@/components/ui/link';

const LABELLED = new Set(['age', 'eyes', 'hair', 'status', 'whereabouts', 'occupation', 'height']);

/** The entities the ledger knows: each fact once, in the words that first state it, with where. */
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
  const label = (attribute: string) => {
    const relation = /^relation:(.+)$/.exec(attribute);
    if (relation) return t('relation', { name: relation[1] });
    return t(`attribute.${LABELLED.has(attribute) ? attribute : 'other'}`);
  };
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
            {e.facts.map((f) => (
              <dd key={`${f.attribute}-${f.value}`} className="ml-3 break-words text-stone-700">
                <span className="text-stone-500">{label(f.attribute)}</span>
                {t('colon')}“{f.quote}” —{' '}
                <Link
                  className="text-indigo-700 underline"
                  href={`/projects/${projectId}/stages/${stageKey}?section=${f.sectionId}`}
                >
                  {f.sectionTitle}
                </Link>
                {f.more > 0 && <span className="text-stone-500"> ({t('more', { count: f.more })})</span>}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
