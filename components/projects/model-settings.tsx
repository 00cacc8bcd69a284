'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { saveModelSettings } from '@/lib/actions/model-settings';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { submitKeepingInput } from '@/components/ui/submit-keeping-input';
import { useAction } from '@/components/ui/use-action';
import { ModelConnectionTest } from './model-connection-test';
import { ROLES, type Role } from './model-roles';
import { ErrorText } from '@/components/ui/error-text';
type EngineChoice = 'default' | 'model' | 'offline';

interface Props {
  projectId: string;
  engine: 'model' | 'offline' | null;
  models: Partial<Record<Role, string>>;
  /** Whether the deployment has a model endpoint at all. */
  configured: boolean;
  provider?: string;
  /** Models the server lists; null when it could not be asked. */
  served: string[] | null;
  /** The model each role uses when the project names none. */
  defaults: Partial<Record<Role, string>>;
}

/** The project's engine and a model per role, chosen from what the server offers; endpoint and key stay in the environment. */
export function ModelSettings({ projectId, engine, models, configured, provider, served, defaults }: Props) {
  const t = useTranslations();
  const explanationId = useId();
  const [choice, setChoice] = useState<EngineChoice>(engine ?? 'default');
  const [names, setNames] = useState<Partial<Record<Role, string>>>(models);
  const [status, setStatus] = useState<{ saved?: boolean; message?: string; fields?: Record<string, string> }>({});
  const action = useAction();
  const usesModel = choice === 'model' || (choice === 'default' && configured);

  function save() {
    action.run(() => saveModelSettings({ projectId, engine: choice, models: names }), {
      onOk: () => setStatus({ saved: true }),
      onFail: (f) => {
        setStatus({ message: f.message, fields: f.fieldErrors });
        return true;
      },
    });
  }

  const options: { value: EngineChoice; label: string; disabled?: boolean }[] = [
    { value: 'default', label: t('engine.default') },
    { value: 'model', label: t('engine.model'), disabled: !configured },
    { value: 'offline', label: t('engine.offline') },
  ];

  return (
    <form onSubmit={submitKeepingInput(save)} className="flex flex-col gap-4" noValidate>
      <fieldset className="flex flex-col gap-2" aria-describedby={configured ? undefined : explanationId}>
        <legend className="text-sm font-medium text-stone-800">{t('modelSettings.engine')}</legend>
        {options.map((o) => (
          <label key={o.value} className={`flex items-center gap-2 text-sm ${o.disabled ? 'text-stone-400' : ''}`}>
            <input
              type="radio"
              name="engine"
              value={o.value}
              checked={choice === o.value}
              disabled={o.disabled}
              onChange={() => setChoice(o.value)}
            />
            {o.label}
          </label>
        ))}
        {!configured && (
          <p id={explanationId} className="text-sm text-stone-600">
            {t('modelSettings.notConfigured')}
          </p>
        )}
        <ErrorText>{status.fields?.engine}</ErrorText>
      </fieldset>
      {usesModel && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">
            {served
              ? t('modelSettings.served', { provider: provider ?? '', count: served.length })
              : t('modelSettings.notListed', { provider: provider ?? '' })}
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            {ROLES.map((role) => (
              <Field key={role} label={t(`modelSettings.roles.${role}`)} error={status.fields?.[`models.${role}`]}>
                {(p) =>
                  served ? (
                    <select
                      {...p}
                      name={`model-${role}`}
                      value={names[role] ?? ''}
                      onChange={(e) => setNames({ ...names, [role]: e.target.value })}
                      className={inputClass}
                    >
                      <option value="">{roleDefault(t, defaults[role])}</option>
                      {withSaved(served, names[role]).map((id) => (
                        <option key={id} value={id}>
                          {served.includes(id) ? id : t('modelSettings.unlistedOption', { model: id })}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...p}
                      name={`model-${role}`}
                      value={names[role] ?? ''}
                      placeholder={roleDefault(t, defaults[role])}
                      onChange={(e) => setNames({ ...names, [role]: e.target.value })}
                      className={inputClass}
                    />
                  )
                }
              </Field>
            ))}
          </div>
        </div>
      )}
      <ErrorText>{!status.fields && status.message}</ErrorText>
      {status.saved && (
        <p role="status" className="text-sm text-emerald-700">
          {t('settings.saved')}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <Button type="submit" disabled={action.pending}>
          {t('modelSettings.save')}
        </Button>
        {usesModel && configured && <ModelConnectionTest projectId={projectId} names={names} />}
      </div>
    </form>
  );
}

function roleDefault(t: ReturnType<typeof useTranslations>, model: string | undefined): string {
  return model ? t('modelSettings.deploymentModel', { model }) : t('modelSettings.noDefault');
}

/** A saved name the server no longer lists stays visible (marked) rather than silently replaced. */
function withSaved(served: string[], saved: string | undefined): string[] {
  return saved && !served.includes(saved) ? [saved, ...served] : served;
}
