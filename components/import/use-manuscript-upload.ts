'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ActionResult } from '@/lib/errors';
import { useAction } from '@/components/ui/use-action';
import { fileProblemBeforeUpload } from './manuscript-file-field';

/**
 * A chosen manuscript and its upload through an import action: problems the browser can see are
 * shown without sending; the server's own answer (a message on the file field) is shown as it comes.
 */
export function useManuscriptUpload() {
  const t = useTranslations('import');
  const action = useAction();
  const [file, setFile] = useState<File | null>(null);
  const [localProblem, setLocalProblem] = useState<string | null>(null);

  /** Sends the chosen file through `send` (the import action), once the browser finds nothing wrong with it. */
  const run = <T>(send: (file: File) => Promise<ActionResult<T>>, { onOk }: { onOk: (data: T) => void }) => {
    const problem = fileProblemBeforeUpload(file);
    setLocalProblem(problem);
    if (problem || !file) return;
    action.run(() => send(file), { onOk });
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setLocalProblem(null);
    action.clear();
  };
  const error =
    (localProblem ? t(`problem.${localProblem}`) : undefined) ??
    action.failure?.fieldErrors?.file ??
    action.error ??
    undefined;
  return { error, pending: action.pending, choose, run };
}
