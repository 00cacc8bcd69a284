'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BibleEntryRow } from '@/lib/data/bible/entries';
import { useJson } from '@/components/ui/use-json';
import { BibleEntryForm, type RippleProposal } from './bible-entry-form';
import { BibleEntryItem } from './bible-entry-item';

interface Props {
  projectId: string;
  /** How many entries there were when the page was read (the summary, before the list loads). */
  count: number;
  /** Papers and rewrites call it a glossary. */
  glossary: boolean;
}

/** The project's story bible (or glossary): read when opened, then add, edit and delete entries. */
export function BiblePanel({ projectId, count, glossary }: Props) {
  const t = useTranslations('bible');
  const [open, setOpen] = useState(false);
  // Moves after every change the panel makes: the list is read again.
  const [revision, setRevision] = useState(0);
  const changed = () => setRevision((r) => r + 1);
  const loaded = useJson<BibleEntryRow[]>(open ? `/api/projects/${projectId}/bible` : null, String(revision));
  return (
    <details
      className="rounded-xl border border-stone-200 bg-white p-4"
      data-testid="bible-panel"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer">
        <h2 id="bible-title" className="inline font-medium">
          {glossary ? t('titleGlossary') : t('title')}
        </h2>{' '}
        <span className="text-sm text-stone-500">({t('summary', { count: loaded.value?.length ?? count })})</span>
      </summary>
      {open && (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-sm text-stone-600">{glossary ? t('hintGlossary') : t('hint')}</p>
          {loaded.value ? (
            <BibleEntries projectId={projectId} entries={loaded.value} onChange={changed} />
          ) : (
            <p className="text-sm text-stone-500" role={loaded.status === 'error' ? 'alert' : 'status'}>
              {loaded.status === 'error' ? t('loadFailed') : t('loading')}
            </p>
          )}
          <section aria-labelledby="bible-add-title" className="flex flex-col gap-2 border-t border-stone-100 pt-3">
            <h3 id="bible-add-title" className="text-sm font-medium">
              {t('addTitle')}
            </h3>
            <BibleEntryForm projectId={projectId} onDone={changed} />
          </section>
        </div>
      )}
    </details>
  );
}

function BibleEntries({
  projectId,
  entries,
  onChange,
}: {
  projectId: string;
  entries: BibleEntryRow[];
  onChange: () => void;
}) {
  const t = useTranslations('bible');
  const [editing, setEditing] = useState<string | null>(null);
  const [proposal, setProposal] = useState<RippleProposal | null>(null);
  if (entries.length === 0) return <p className="text-sm text-stone-600">{t('empty')}</p>;
  return (
    <>
      {proposal && <ProposalLine proposal={proposal} />}
      <ul className="flex flex-col divide-y divide-stone-100">
        {entries.map((e) => (
          <li key={e.id} className="py-3" data-testid="bible-entry">
            {editing === e.id ? (
              <BibleEntryForm
                key={e.version}
                projectId={projectId}
                entry={e}
                onDone={(saved, made) => {
                  setEditing(null);
                  setProposal(made && made.proposed + made.rewriting > 0 ? made : null);
                  if (saved) onChange();
                }}
              />
            ) : (
              <BibleEntryItem
                projectId={projectId}
                entry={e}
                onEdit={() => {
                  setEditing(e.id);
                  setProposal(null);
                }}
                onDeleted={onChange}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** After a save with its ripple: what it proposed, and what the model is still rewriting. */
function ProposalLine({ proposal }: { proposal: RippleProposal }) {
  const t = useTranslations('ripples');
  return (
    <p
      role="status"
      className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      data-testid="bible-proposed"
    >
      {proposal.proposed > 0 && t('bibleProposed', { count: proposal.proposed })}
      {proposal.proposed > 0 && proposal.rewriting > 0 && ' '}
      {proposal.rewriting > 0 && t('rewriting', { count: proposal.rewriting })}
    </p>
  );
}
