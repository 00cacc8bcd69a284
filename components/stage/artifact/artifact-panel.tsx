'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useStageBase } from '../stage-version';
import type { ActionResult } from '@/lib/errors';
import { SaveStatusText } from '../autosave/save-status';
import { useArtifactAutosave } from './use-artifact-autosave';
import { useRecordArtifactSave } from './saved-artifact';
import { ArtifactConflict } from './artifact-conflict';
import type { SavedBy } from '@/components/ui/conflict-frame';
import { ErrorSummary } from './error-summary';
import { FieldEditor } from './field-editor';
import { FieldLocksProvider } from './field-lock';
import { PlanRippleOffer } from './plan-ripple-offer';
import { blankOf, type Shape } from './shape';

interface Props {
  projectId: string;
  stageKey: string;
  stageName: string;
  artifact: unknown;
  version: number;
  shape: Shape | null;
  editable: boolean;
  /** Fields the writer locked (lib/workflow/locks/field-locks.ts). */
  lockedFields: string[];
}

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

// Field errors may come keyed under the input ("data.characters.0.name", "artifact"): strip that, so
// the rest is the field's path in the artifact ("_" for the artifact as a whole).
const unprefixed = (errors: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^(data|artifact)(\.|$)/, '') || '_', v]));

/**
 * The stage's structured artifact as a form. It saves itself a moment after the last change (Save saves
 * at once, as a version of its own); conflicts and refused fields are shown where they are.
 */
export function ArtifactPanel({
  projectId,
  stageKey,
  stageName,
  artifact,
  version,
  shape,
  editable,
  lockedFields,
}: Props) {
  const t = useTranslations('stagePage.artifact');
  const [draft, setDraft] = useState<unknown>(artifact);
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(artifact);
  const [conflict, setConflict] = useState<{ theirs: unknown; theirsVersion: number; savedBy: SavedBy } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [restored, setRestored] = useState(false);
  const [saves, setSaves] = useState(0);
  const { base, setBase, saved: recordSave } = useStageBase(version, dirty);
  const announce = useRecordArtifactSave();
  const autosave = useArtifactAutosave({
    projectId,
    stageKey,
    draft,
    base,
    server: { artifact, version },
    onSaved: (from, saved, current) => {
      recordSave(from, saved.version);
      announce(saved);
      setSaves((n) => n + 1);
      if (current) setDirty(false);
      setFailure(null);
      setConflict(null);
    },
    onRefused: (f) => {
      const d = f.details as { theirs?: unknown; theirsVersion?: number; savedBy?: SavedBy } | undefined;
      if (f.code === 'conflict' && d && 'theirs' in d)
        setConflict({ theirs: d.theirs, theirsVersion: d.theirsVersion ?? base, savedBy: d.savedBy ?? 'run' });
      else setFailure(f);
    },
    onDraftFound: (kept, onCurrent) => {
      setDraft(kept);
      setDirty(true);
      if (onCurrent) setRestored(true);
      else setConflict({ theirs: artifact, theirsVersion: version, savedBy: 'you' });
    },
  });
  if (shown !== artifact) {
    setShown(artifact);
    // A new version from elsewhere replaces a form with nothing unsaved; our own save's echo changes nothing.
    if (!dirty && !autosave.isOwnVersion(version)) setDraft(artifact);
    if (autosave.status === 'saved') setDirty(false);
  }
  const errors = unprefixed(failure?.fieldErrors);

  function edit(next: unknown) {
    setDraft(next);
    setDirty(true);
    autosave.changed();
  }

  if (draft === null || draft === undefined) {
    return (
      <div
        className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-sm text-stone-600"
        data-testid="artifact-editor"
      >
        <p>{t('empty')}</p>
        {editable && shape && (
          <Button type="button" variant="secondary" onClick={() => edit(blankOf(shape))}>
            {t('startBlank')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <form
      aria-label={t('formLabel', { stage: stageName })}
      className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5"
      data-testid="artifact-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        autosave.saveNow();
      }}
    >
      {!editable && <p className="text-sm text-stone-500">{t('readOnly')}</p>}
      {restored && (
        <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="draft-restored">
          {t('draftRestored')}
        </p>
      )}
      {failure && <ErrorSummary message={failure.message} errors={errors} />}
      {editable && <PlanRippleOffer projectId={projectId} stageKey={stageKey} saves={saves} />}
      {/* While a conflict is open its box shows both texts once; the form waits hidden. */}
      <div className={conflict ? 'hidden' : 'contents'}>
        <FieldLocksProvider
          projectId={projectId}
          stageKey={stageKey}
          saved={artifact}
          locked={lockedFields}
          disabled={!editable || Boolean(conflict)}
        >
          <FieldEditor
            label={stageName}
            path={[]}
            value={draft}
            shape={shape ?? undefined}
            errors={errors}
            disabled={!editable || Boolean(conflict)}
            onChange={edit}
          />
        </FieldLocksProvider>
      </div>
      {conflict && (
        <ArtifactConflict
          theirs={conflict.theirs}
          theirsVersion={conflict.theirsVersion}
          savedBy={conflict.savedBy}
          mine={draft}
          shape={shape}
          pending={autosave.status === 'saving'}
          onKeepMine={() => {
            setBase(conflict.theirsVersion);
            setConflict(null);
            autosave.changed();
          }}
          onTakeTheirs={() => {
            setDraft(conflict.theirs);
            setBase(conflict.theirsVersion);
            setDirty(false);
            setConflict(null);
            setFailure(null);
            autosave.settle();
          }}
        />
      )}
      {editable && (
        <div className="sticky bottom-0 -mx-5 -mb-5 flex items-center gap-3 rounded-b-xl border-t border-stone-200 bg-white/95 px-5 py-3 backdrop-blur">
          <Button type="submit" disabled={autosave.status === 'saving' || Boolean(conflict) || !dirty}>
            {autosave.status === 'saving' ? t('saving') : t('save')}
          </Button>
          <SaveStatusText status={autosave.status} />
        </div>
      )}
    </form>
  );
}
