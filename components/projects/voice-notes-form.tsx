'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { saveVoiceNotes } from '@/lib/actions/voice';
import { MAX_VOICE_NOTES_CHARS } from '@/lib/workflow/voice/limits';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { failureText, useAction } from '@/components/ui/use-action';

/** The writer's own notes on their voice, saved under the project's edit guard. */
export function VoiceNotesForm({ projectId, notes, version }: { projectId: string; notes: string; version: number }) {
  const t = useTranslations('voice.notes');
  const [draft, setDraft] = useState(notes);
  const [base, setBase] = useState(version);
  const [saved, setSaved] = useState(false);
  const action = useAction();
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        action.run(() => saveVoiceNotes({ projectId, notes: draft, version: base }), {
          onOk: (result) => {
            setBase(result.version);
            setSaved(true);
          },
        });
      }}
    >
      <Field label={t('label')} hint={t('hint')} error={failureText(action.failure)}>
        {(p) => (
          <textarea
            {...p}
            name="voiceNotes"
            rows={4}
            maxLength={MAX_VOICE_NOTES_CHARS}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className={`${inputClass} w-full`}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={action.pending}>
          {t('save')}
        </Button>
        <div aria-live="polite">{saved && <FormMessage tone="info">{t('saved')}</FormMessage>}</div>
      </div>
    </form>
  );
}
