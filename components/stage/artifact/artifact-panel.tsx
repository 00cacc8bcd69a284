'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { saveArtifact } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import { useStageBase } from '../stage-version';
import { useAction } from '../use-action';
import { ArtifactConflict } from './artifact-conflict';
import { ErrorSummary } from './error-summary';
import { FieldEditor } from './field-editor';
import { blankOf, type Shape } from './shape';

interface Props {
  projectId: string;
  stageKey: string;
  stageName: string;
  artifact: unknown;
  version: number;
  shape: Shape | null;
  editable: boolean;
}

// Field errors may come keyed under the input ("data.characters.0.name", "artifact"): strip that, so
// the rest is the field's path in the artifact ("_" for the artifact as a whole).
const unprefixed = (errors: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^(data|artifact)(\.|$)/, '') || '_', v]));

/** The stage's structured artifact as a form; saved with the stage's version, conflicts shown side by side. */
export function ArtifactPanel({ projectId, stageKey, stageName, artifact, version, shape, editable }: Props) {
  const t = useTranslations('stagePage.artifact');
  const [draft, setDraft] = useState<unknown>(artifact);
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(artifact);
  const [conflict, setConflict] = useState<{ theirs: unknown; theirsVersion: number } | null>(null);
  const [saved, setSaved] = useState(false);
  const { base, setBase, saved: recordSave } = useStageBase(version, dirty);
  const action = useAction();
  if (shown !== artifact && !dirty) {
    setShown(artifact); // a new version arrived and nothing here is unsaved: show it
    setDraft(artifact);
  }
  const errors = unprefixed(action.failure?.fieldErrors);

  function edit(next: unknown) {
    setDraft(next);
    setDirty(true);
    setSaved(false);
  }
  function save(on = base) {
    const data = draft;
    action.run(
      () => saveArtifact({ projectId, stageKey, version: on, data }),
      (result) => {
        recordSave(on, result.version);
        setDirty(false);
        setConflict(null);
        setSaved(true);
      },
      {
        onFail: (f) => {
          const d = f.details as { theirs?: unknown; theirsVersion?: number } | undefined;
          if (f.code !== 'conflict' || !d || !('theirs' in d)) return false;
          setConflict({ theirs: d.theirs, theirsVersion: d.theirsVersion ?? on });
          return true;
        },
      },
    );
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
        save();
      }}
    >
      {!editable && <p className="text-sm text-stone-500">{t('readOnly')}</p>}
      {action.error && <ErrorSummary message={action.error} errors={errors} />}
      <FieldEditor
        label={stageName}
        path={[]}
        value={draft}
        shape={shape ?? undefined}
        errors={errors}
        disabled={!editable || Boolean(conflict)}
        onChange={edit}
      />
      {conflict && (
        <ArtifactConflict
          theirs={conflict.theirs}
          theirsVersion={conflict.theirsVersion}
          mine={draft}
          shape={shape}
          pending={action.pending}
          onKeepMine={() => save(conflict.theirsVersion)}
          onTakeTheirs={() => {
            setDraft(conflict.theirs);
            setBase(conflict.theirsVersion);
            setDirty(false);
            setConflict(null);
            action.clear();
          }}
        />
      )}
      {editable && (
        <div className="sticky bottom-0 -mx-5 -mb-5 flex items-center gap-3 rounded-b-xl border-t border-stone-200 bg-white/95 px-5 py-3 backdrop-blur">
          <Button type="submit" disabled={action.pending || Boolean(conflict) || !dirty}>
            {action.pending ? t('saving') : t('save')}
          </Button>
          <span role="status" className="text-sm">
            {dirty ? (
              <span className="text-amber-800">{t('unsaved')}</span>
            ) : (
              saved && <span className="text-emerald-700">{t('saved')}</span>
            )}
          </span>
        </div>
      )}
    </form>
  );
}
