'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { VersionSummary } from '@/lib/data/versions/version-summary';
import { EngineBadge } from '@/components/ui/engine-badge';

interface Props {
  versions: VersionSummary[];
  currentId: string | null;
  selected: readonly string[];
  onToggle: (id: string) => void;
}

const COLUMNS = ['version', 'sourceColumn', 'engineColumn', 'authorColumn', 'timeColumn'] as const;

/** Every version, newest first: number, source, engine, author, time; two can be ticked to compare. */
export function VersionList({ versions, currentId, selected, onToggle }: Props) {
  const t = useTranslations('stagePage.history');
  const partial = useTranslations('liveText');
  const format = useFormatter();
  const rows = [...versions].sort((a, b) => b.number - a.number);
  return (
    <table className="w-full text-left text-sm" data-testid="version-list">
      <caption className="sr-only">{t('title')}</caption>
      <thead className="text-xs text-stone-500">
        <tr>
          <th scope="col" className="w-10 py-1 font-medium">
            <span className="sr-only">{t('compareColumn')}</span>
          </th>
          {COLUMNS.map((key) => (
            <th key={key} scope="col" className="py-1 font-medium">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr
            key={v.id}
            className={`border-t border-stone-100 ${selected.includes(v.id) ? 'bg-indigo-50/60' : ''}`}
            data-testid="version-row"
          >
            <td className="py-1.5">
              <input
                type="checkbox"
                className="h-4 w-4 accent-indigo-700"
                checked={selected.includes(v.id)}
                onChange={() => onToggle(v.id)}
                aria-label={t('select', { number: v.number })}
              />
            </td>
            <td className="py-1.5 font-medium">
              {t('number', { number: v.number })}
              {v.id === currentId && (
                <span className="ml-2 rounded bg-indigo-100 px-1.5 py-0.5 text-xs text-indigo-900">{t('current')}</span>
              )}
            </td>
            <td className="py-1.5">
              {t(`source.${v.source}`)}
              {v.partial && (
                <span
                  className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900"
                  data-testid="partial-version"
                >
                  {partial('partial')}
                </span>
              )}
            </td>
            <td className="py-1.5">
              {v.engine ? <EngineBadge engine={v.engine} model={v.model} /> : <span className="text-stone-400">—</span>}
            </td>
            <td className="py-1.5 text-stone-700">{v.authorName ?? <span className="text-stone-400">—</span>}</td>
            <td className="py-1.5 text-stone-600">
              <time dateTime={v.createdAt} suppressHydrationWarning>
                {format.dateTime(new Date(v.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
