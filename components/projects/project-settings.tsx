'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { deleteProject, renameProject } from '@/lib/actions/projects';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { submitKeepingInput } from '@/components/ui/submit-keeping-input';
import { useAction } from '@/components/ui/use-action';

interface Props {
  projectId: string;
  title: string;
  version: number;
}

/** Rename (guarded by the project's version) and delete (confirmed by typing the title). */
export function ProjectSettings({ projectId, title, version }: Props) {
  const t = useTranslations();
  const router = useRouter();
  const [draft, setDraft] = useState(title);
  const [baseVersion, setBaseVersion] = useState(version);
  const [status, setStatus] = useState<{
    error?: string;
    saved?: boolean;
    conflict?: { theirs: string; version: number };
  }>({});
  const [confirm, setConfirm] = useState('');
  const action = useAction();

  function rename(base = baseVersion) {
    action.run(() => renameProject({ projectId, title: draft, version: base }), {
      onOk: (renamed) => {
        setBaseVersion(renamed.version);
        setStatus({ saved: true });
      },
      onFail: (f) => {
        const d = f.details as { theirs?: string; theirsVersion?: number } | undefined;
        setStatus({
          error: f.fieldErrors?.title ?? f.message,
          conflict:
            f.code === 'conflict' && d?.theirs !== undefined
              ? { theirs: d.theirs, version: d.theirsVersion ?? base }
              : undefined,
        });
        return true;
      },
    });
  }

  function remove() {
    if (confirm.trim() !== title) return setStatus({ error: t('settings.deleteMismatch') });
    action.run(() => deleteProject({ projectId, confirmTitle: confirm }), {
      refresh: false,
      onOk: () => router.push('/projects'),
      onFail: (f) => {
        setStatus({ error: f.message });
        return true;
      },
    });
  }

  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4">
      <summary className="cursor-pointer font-medium">{t('board.settings')}</summary>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <form onSubmit={submitKeepingInput(() => rename())} className="flex flex-col gap-3" noValidate>
          <Field label={t('settings.renameLabel')} error={status.error && !status.conflict ? status.error : undefined}>
            {(p) => (
              <input
                {...p}
                name="title"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          {status.conflict && (
            <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm">
              <p>{status.error}</p>
              <p>{t('settings.conflictTheirs', { title: status.conflict.theirs })}</p>
              <p>{t('settings.conflictMine', { title: draft })}</p>
              <Button
                type="button"
                variant="secondary"
                className="mt-2"
                onClick={() => rename(status.conflict!.version)}
              >
                {t('settings.useMine')}
              </Button>
            </div>
          )}
          {status.saved && (
            <p role="status" className="text-sm text-emerald-700">
              {t('settings.saved')}
            </p>
          )}
          <Button type="submit" disabled={action.pending} className="self-start">
            {t('settings.rename')}
          </Button>
        </form>
        <form onSubmit={submitKeepingInput(remove)} className="flex flex-col gap-3" noValidate>
          <Field label={t('settings.deleteConfirm')}>
            {(p) => (
              <input
                {...p}
                name="confirm"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Button type="submit" variant="danger" disabled={action.pending} className="self-start">
            {t('settings.deleteButton')}
          </Button>
        </form>
      </div>
    </details>
  );
}
