'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { chooseVariant } from '@/lib/actions/loops';
import { Button } from '@/components/ui/button';
import { MergeEditor } from '@/components/editor/lazy-merge-editor';
import type { MergeEditorHandle } from '@/components/editor/merge-editor';
import { EngineBadge } from '@/components/ui/engine-badge';
import { useAction } from '@/components/ui/use-action';
import { VariantConflict } from './variant-conflict';
import { VariantTabs } from './variant-tabs';
import type { VariantSetView } from './use-variant-set';
import { distinctVariants, summariseChanges } from './variant-summary';
import { ErrorText } from '@/components/ui/error-text';

interface Props {
  projectId: string;
  set: VariantSetView;
  /** The section's current text: where the author's combined text starts from. */
  current: string;
  sectionVersion: number;
  /** Keep this view open through the page refresh a conflict needs (the variants are no longer offered then). */
  onHold: () => void;
  onClose: () => void;
}

/**
 * The writer's working text (left) beside each variant (right), differences marked. "Take this
 * change" between the panes copies one change into the working text; switching variants keeps what
 * was taken, so changes from several can be combined. Saving (or using one variant whole) makes a
 * `variant` version. Fewer variants than asked for are said so, with the reason.
 */
export function VariantsCompare({ projectId, set, current, sectionVersion, onHold, onClose }: Props) {
  const t = useTranslations('loops.variants');
  const [tab, setTab] = useState(0);
  const [working, setWorking] = useState(current);
  const [conflict, setConflict] = useState<{ theirs: string; mine: string } | null>(null);
  const merge = useRef<MergeEditorHandle>(null);
  const action = useAction();
  const router = useRouter();
  const read = () => merge.current?.getMine() ?? working;
  const { texts, alike } = useMemo(() => distinctVariants(current, set.texts), [current, set.texts]);
  const summaries = useMemo(
    () =>
      texts.map((text) => {
        const { changes, first } = summariseChanges(current, text);
        const what = !first
          ? ''
          : !first.added
            ? t('removes', { text: first.removed })
            : !first.removed
              ? t('adds', { text: first.added })
              : t('replaces', { from: first.removed, to: first.added });
        return t('summary', { changes, what });
      }),
    [texts, current, t],
  );

  const choose = (text: string) =>
    action.run(() => chooseVariant({ projectId, runId: set.runId, sectionId: set.sectionId, text }), {
      onOk: onClose,
      onFail: (f) => {
        const d = f.details as { theirs?: string } | undefined;
        if (f.code !== 'conflict' || typeof d?.theirs !== 'string') return false;
        setConflict({ theirs: d.theirs, mine: text });
        onHold();
        router.refresh(); // for the section's new edit version, which saving over it needs
        return true;
      },
    });

  if (conflict)
    return (
      <VariantConflict
        projectId={projectId}
        sectionId={set.sectionId}
        version={sectionVersion}
        theirs={conflict.theirs}
        mine={conflict.mine}
        onDone={onClose}
      />
    );

  if (texts.length === 0)
    return (
      <div className="flex flex-col gap-3" data-testid="variants-compare">
        <p className="text-sm text-stone-700" role="status" data-testid="variants-same">
          {t('sameAsYours')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={action.pending} onClick={() => choose(current)}>
            {t('keepMine')}
          </Button>
          <Button type="button" variant="ghost" disabled={action.pending} onClick={onClose}>
            {t('close')}
          </Button>
        </div>
        <ErrorText>{action.error}</ErrorText>
      </div>
    );

  return (
    <div className="flex flex-col gap-3" data-testid="variants-compare">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <VariantTabs
          summaries={summaries}
          selected={tab}
          onSelect={(i) => {
            setWorking(read());
            setTab(i);
          }}
        />
        <EngineBadge engine={set.engine} model={set.engine === 'model' ? set.model : null} />
      </div>
      {texts.length < set.requested && (
        <p className="text-sm text-amber-900" data-testid="variants-fewer">
          {t('fewer', { requested: set.requested, count: texts.length, engine: set.engine, alike })}
        </p>
      )}
      <div
        role="tabpanel"
        id={`variant-panel-${tab}`}
        aria-labelledby={`variant-tab-${tab}`}
        className="flex flex-col gap-2"
      >
        <div className="grid grid-cols-2 gap-2 text-xs font-medium text-stone-700" aria-hidden="true">
          <span>{t('workingLabel')}</span>
          <span>{t('variantLabel', { n: tab + 1 })}</span>
        </div>
        <MergeEditor
          key={tab}
          ref={merge}
          theirs={texts[tab]}
          mine={working}
          theirsLabel={t('variantLabel', { n: tab + 1 })}
          mineLabel={t('workingLabel')}
          takeLabel={t('takeChange')}
        />
        <p className="text-xs text-stone-600">{t('mergeHint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={action.pending || !texts[tab]} onClick={() => choose(texts[tab])}>
          {t('useWhole', { n: tab + 1 })}
        </Button>
        <Button type="button" variant="secondary" disabled={action.pending} onClick={() => choose(read())}>
          {t('saveCombined')}
        </Button>
        <Button type="button" variant="ghost" disabled={action.pending} onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      <ErrorText>{action.error}</ErrorText>
    </div>
  );
}
