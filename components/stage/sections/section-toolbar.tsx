'use client';

import { useTranslations } from 'next-intl';
import {
  deleteSection,
  lockSection,
  mergeSections,
  moveSection,
  regenerateAsProposal,
  regenerateSections,
  splitSection,
} from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import type { SectionOutline } from '@/lib/data/sections/section-outline';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { CostEstimate } from '@/components/costs/cost-estimate';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';

interface Props {
  projectId: string;
  stageKey: string;
  sections: SectionOutline[];
  index: number;
  /** Unsaved edits in this section or the next: text operations wait for a save. */
  textBusy: boolean;
  disabled: boolean;
  cursor: () => number;
  onInsert: () => void;
  onSelect: (id: string) => void;
}

/** Structure operations on the selected section; ids stay stable, display numbers follow. */
export function SectionToolbar({
  projectId,
  stageKey,
  sections,
  index,
  textBusy,
  disabled,
  cursor,
  onInsert,
  onSelect,
}: Props) {
  const t = useTranslations('stagePage.sectionOps');
  const action = useAction();
  const section = sections[index];
  const next = sections[index + 1];
  const off = disabled || action.pending;
  const move = (to: number) => action.run(() => moveSection({ projectId, sectionId: section.id, to }));
  const neighbour = sections[index + 1]?.id ?? sections[index - 1]?.id;

  return (
    <div className="flex flex-col gap-1">
      <div role="toolbar" aria-label={t('label')} className="flex flex-wrap gap-1.5">
        <Button type="button" variant="secondary" className="px-2.5 py-1.5" disabled={off} onClick={onInsert}>
          {t('insertAfter')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="px-2.5 py-1.5"
          disabled={off || index === 0}
          onClick={() => move(index - 1)}
        >
          {t('moveUp')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="px-2.5 py-1.5"
          disabled={off || !next}
          onClick={() => move(index + 1)}
        >
          {t('moveDown')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="px-2.5 py-1.5"
          disabled={off || !next || textBusy}
          onClick={() => action.run(() => mergeSections({ projectId, firstId: section.id, secondId: next.id }))}
        >
          {t('mergeNext')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="px-2.5 py-1.5"
          disabled={off || textBusy}
          onClick={() =>
            action.run(() => splitSection({ projectId, sectionId: section.id, at: cursor() }), {
              onOk: (d) => onSelect(d.sectionId),
            })
          }
        >
          {t('splitAtCursor')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="px-2.5 py-1.5"
          aria-pressed={section.locked}
          disabled={off}
          onClick={() => action.run(() => lockSection({ projectId, sectionId: section.id, locked: !section.locked }))}
        >
          {section.locked ? t('unlock') : t('lock')}
        </Button>
        <ConfirmButton
          label={t('regenerate')}
          title={t('regenerateTitle', { title: section.title })}
          body={t('regenerateBody')}
          className="px-2.5 py-1.5"
          disabled={off || section.locked}
          onConfirm={() =>
            action.run(() =>
              section.versionCount > 0
                ? regenerateAsProposal({ projectId, sectionId: section.id })
                : regenerateSections({ projectId, stageKey, sectionIds: [section.id] }),
            )
          }
        />
        <ConfirmButton
          label={t('delete')}
          title={t('deleteTitle', { title: section.title })}
          body={t('deleteBody')}
          variant="ghost"
          danger
          className="px-2.5 py-1.5 text-red-800"
          disabled={off}
          onConfirm={() =>
            action.run(() => deleteSection({ projectId, sectionId: section.id }), {
              onOk: () => neighbour && onSelect(neighbour),
            })
          }
        />
      </div>
      {section.locked && (
        <p className="text-xs text-stone-700" data-testid="section-locked">
          {t('lockedHint')}
        </p>
      )}
      <p className="text-xs text-stone-500">{textBusy ? t('saveFirst') : t('splitHint')}</p>
      <CostEstimate
        projectId={projectId}
        label={t('regenerate')}
        action={{ action: 'regenerateSections', stageKey, sectionIds: [section.id] }}
        revision={String(off)}
      />
      <ErrorText>{action.error}</ErrorText>
    </div>
  );
}
