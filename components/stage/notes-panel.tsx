'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { saveNotes } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useStageBase } from './stage-version';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';

interface Props {
  projectId: string;
  stageKey: string;
  notes: string;
  version: number;
  isLast: boolean;
}

/** The author's notes on this stage; they go into the next stage's prompt. */
export function NotesPanel({ projectId, stageKey, notes, version, isLast }: Props) {
  const t = useTranslations('stagePage.notes');
  const [draft, setDraft] = useState(notes);
  const [shown, setShown] = useState(notes);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  const [conflict, setConflict] = useState<{ theirs: string; theirsVersion: number } | null>(null);
  const { base, setBase, saved: recordSave } = useStageBase(version, dirty);
  const action = useAction();
  if (shown !== notes && !dirty) {
    setShown(notes);
    setDraft(notes);
  }

  function save(on = base) {
    const text = draft;
    action.run(() => saveNotes({ projectId, stageKey, version: on, notes: text }), {
      onOk: (result) => {
        recordSave(on, result.version);
        setDirty(false);
        setSaved(true);
        setConflict(null);
      },
      onFail: (f) => {
        const d = f.details as { theirs?: unknown; theirsVersion?: number } | undefined;
        if (f.code !== 'conflict' || typeof d?.theirs !== 'string') return false;
        setConflict({ theirs: d.theirs, theirsVersion: d.theirsVersion ?? on });
        return true;
      },
    });
  }

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5"
      data-testid="stage-notes"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Field label={t('label')} hint={isLast ? t('hintLast') : t('hint')} error={action.failure?.fieldErrors?.notes}>
        {(p) => (
          <textarea
            {...p}
            rows={4}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setDirty(true);
              setSaved(false);
            }}
            className={`${inputClass} field-sizing-content min-h-24 max-h-96`}
          />
        )}
      </Field>
      {conflict && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm"
          data-testid="notes-conflict"
        >
          <p className="font-medium">{t('conflict')}</p>
          <p className="whitespace-pre-wrap">
            <span className="font-medium">{t('theirs')}</span> {conflict.theirs || '—'}
          </p>
          <p className="whitespace-pre-wrap">
            <span className="font-medium">{t('mine')}</span> {draft || '—'}
          </p>
          <div className="flex gap-2">
            <Button type="button" disabled={action.pending} onClick={() => save(conflict.theirsVersion)}>
              {t('keepMine')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setDraft(conflict.theirs);
                setBase(conflict.theirsVersion);
                setDirty(false);
                setConflict(null);
              }}
            >
              {t('takeTheirs')}
            </Button>
          </div>
        </div>
      )}
      <ErrorText>{!conflict && !action.failure?.fieldErrors && action.error}</ErrorText>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" disabled={action.pending || !dirty || Boolean(conflict)}>
          {t('save')}
        </Button>
        <span role="status" className="text-sm">
          {dirty ? (
            <span className="text-amber-800">{t('unsaved')}</span>
          ) : (
            saved && <span className="text-emerald-700">{t('saved')}</span>
          )}
        </span>
      </div>
    </form>
  );
}
