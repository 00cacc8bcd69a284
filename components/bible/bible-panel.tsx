'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BibleEntryRow } from '@/lib/data/bible';
import { BibleEntryForm } from './bible-entry-form';
import { BibleEntryItem } from './bible-entry-item';

interface Props {
  projectId: string;
  entries: BibleEntryRow[];
  /** Papers and rewrites call it a glossary. */
  glossary: boolean;
}

/** The project's story bible (or glossary): read, add, edit and delete entries. Folded until opened. */
export function BiblePanel({ projectId, entries, glossary }: Props) {
  const t = useTranslations('bible');
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4" data-testid="bible-panel">
      <summary className="cursor-pointer">
        <h2 id="bible-title" className="inline font-medium">
          {glossary ? t('titleGlossary') : t('title')}
        </h2>{' '}
        <span className="text-sm text-stone-500">({t('summary', { count: entries.length })})</span>
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-stone-600">{glossary ? t('hintGlossary') : t('hint')}</p>
        {entries.length === 0 ? (
          <p className="text-sm text-stone-600">{t('empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100">
            {entries.map((e) => (
              <li key={e.id} className="py-3" data-testid="bible-entry">
                {editing === e.id ? (
                  <BibleEntryForm key={e.version} projectId={projectId} entry={e} onDone={() => setEditing(null)} />
                ) : (
                  <BibleEntryItem projectId={projectId} entry={e} onEdit={() => setEditing(e.id)} />
                )}
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="bible-add-title" className="flex flex-col gap-2 border-t border-stone-100 pt-3">
          <h3 id="bible-add-title" className="text-sm font-medium">
            {t('addTitle')}
          </h3>
          <BibleEntryForm projectId={projectId} />
        </section>
      </div>
    </details>
  );
}
