import { getTranslations } from 'next-intl/server';
import type { SuggestionView } from '@/lib/data/refinement/history.types';
import { plainInline } from '@/lib/text/markdown-plain';
import { PriorityBadge } from '@/components/ui/priority-badge';

/** A round's suggestions with role, priority, status and where in the text each one points. */
export async function SuggestionList({
  suggestions,
  showOffsets = false,
}: {
  suggestions: SuggestionView[];
  showOffsets?: boolean;
}) {
  const t = await getTranslations('share.suggestions');
  if (suggestions.length === 0) return <p className="text-sm text-stone-500">{t('none')}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('title')}>
      {suggestions.map((s) => (
        <li key={s.id} className="rounded-lg border border-stone-200 p-3 text-sm" data-testid="suggestion">
          <div className="flex flex-wrap items-center gap-2">
            <PriorityBadge priority={s.priority} />
            <span className="text-xs text-stone-600">
              {t('roleType', { role: t.has(`role.${s.role}`) ? t(`role.${s.role}`) : s.role, type: s.type })}
            </span>
            <span className="ml-auto rounded bg-stone-100 px-1.5 py-0.5 text-xs">
              {t.has(`status.${s.status}`) ? t(`status.${s.status}`) : s.status}
            </span>
          </div>
          <p className="mt-1 font-medium">{s.summary}</p>
          {s.detail && <p className="mt-1 text-stone-700">{s.detail}</p>}
          {s.expected && <p className="mt-1 text-stone-700">{t('expected', { expected: s.expected })}</p>}
          <p className="mt-1 text-xs text-stone-600">
            {s.sectionLabel ? t('inSection', { section: s.sectionLabel }) : t('wholeStage')}
            {s.anchor && (
              <>
                {' · '}
                <q className="rounded bg-yellow-50 px-1">{plainInline(s.anchor.quote)}</q>
                {showOffsets && (
                  <span className="ml-1">{t('offsets', { start: s.anchor.start, end: s.anchor.end })}</span>
                )}
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
