'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { testModelConnection } from '@/lib/actions/model-settings';
import type { ActionResult } from '@/lib/errors';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
import { ROLES, type Role } from './model-roles';

type Outcome =
  | { role: Role; ok: true; model: string; answer: string; latencyMs: number }
  | { role: Role; ok: false; message: string; latencyMs?: number };

/** Sends one tiny request per distinct model the roles use, and shows each one's latency and answer. */
export function ModelConnectionTest({ projectId, names }: { projectId: string; names: Partial<Record<Role, string>> }) {
  const t = useTranslations();
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const action = useAction();

  // One request per distinct model, one after another; each outcome shows as it comes.
  const testEach = () =>
    action.run(
      async (): Promise<ActionResult<null>> => {
        setOutcomes([]);
        const seen = new Set<string>();
        const done: Outcome[] = [];
        for (const role of ROLES) {
          const model = names[role] ?? '';
          if (seen.has(model)) continue;
          seen.add(model);
          const result = await testModelConnection({ projectId, role, model });
          if (!result.ok) {
            const field = result.fieldErrors?.[`models.${role}`] ?? result.fieldErrors?.engine;
            done.push({ role, ok: false, message: field ?? result.message });
          } else if (result.data.ok) {
            done.push({ role, ...result.data, ok: true });
          } else {
            done.push({ role, ok: false, message: result.data.message, latencyMs: result.data.latencyMs });
          }
          setOutcomes([...done]);
        }
        return { ok: true, data: null };
      },
      { refresh: false },
    );

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="secondary" className="self-start" onClick={testEach} disabled={action.pending}>
        {action.pending ? t('modelSettings.testing') : t('modelSettings.test')}
      </Button>
      <ul role="status" aria-live="polite" className="flex flex-col gap-1 text-sm">
        {outcomes.map((o) => (
          <li key={o.role} className={o.ok ? 'text-emerald-800' : 'text-red-700'}>
            {o.ok
              ? t('modelSettings.testOk', {
                  role: t(`modelSettings.roles.${o.role}`),
                  model: o.model,
                  ms: o.latencyMs,
                  answer: o.answer,
                })
              : t('modelSettings.testFailed', { role: t(`modelSettings.roles.${o.role}`), reason: o.message })}
          </li>
        ))}
        {action.error && <li className="text-red-700">{action.error}</li>}
      </ul>
    </div>
  );
}
