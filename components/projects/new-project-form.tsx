'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { createProject } from '@/lib/actions/projects';
import { CreateProjectSchema } from '@/lib/actions/projects.schema';
import { TEMPLATES } from '@/lib/workflow/templates';
import { TEMPLATE_KINDS, type TemplateKind } from '@/lib/workflow/templates/types';
import { fieldErrors } from '@/lib/validation';
import { Button } from '@/components/ui/button';
import { Field, inputClass, SelectField } from '@/components/ui/field';
import { ConfigField, initialConfig } from './config/config-field';
import { CONFIG_FIELDS } from './config/field-specs';
import { RewriteFields } from './config/rewrite-fields';
import { submitKeepingInput } from '@/components/ui/submit-keeping-input';
import { FormMessage } from '@/components/ui/form-message';
import { useAction } from '@/components/ui/use-action';

/** `modelConfigured`: whether the deployment has a model endpoint; without one, "Model" cannot be chosen. */
export function NewProjectForm({ modelConfigured }: { modelConfigured: boolean }) {
  const t = useTranslations();
  const router = useRouter();
  const [template, setTemplate] = useState<TemplateKind>('story');
  const [title, setTitle] = useState('');
  const [mode, setMode] = useState<'staged' | 'oneshot'>('staged');
  const [engine, setEngine] = useState<'default' | 'model' | 'offline'>('default');
  const [configs, setConfigs] = useState(() =>
    Object.fromEntries(
      TEMPLATE_KINDS.map((k) => [
        k,
        {
          ...initialConfig(CONFIG_FIELDS[k]),
          ...(k === 'rewrite' ? { originalDocument: '', clarifications: [] } : {}),
        },
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const action = useAction();
  const config = configs[template] as Record<string, unknown>;
  const setConfig = (patch: Record<string, unknown>) =>
    setConfigs((all) => ({ ...all, [template]: { ...all[template], ...patch } }));

  function submit() {
    const input = { template, title, mode, engine, config };
    // The same schemas as the server: most mistakes (and a 5 MB paste) are caught before sending anything.
    const envelope = CreateProjectSchema.safeParse(input);
    const parsedConfig = TEMPLATES[template].config.safeParse(config);
    const local = {
      ...(envelope.success ? {} : fieldErrors(envelope.error, t)),
      ...(parsedConfig.success
        ? {}
        : Object.fromEntries(Object.entries(fieldErrors(parsedConfig.error, t)).map(([k, v]) => [`config.${k}`, v]))),
    };
    setErrors(local);
    if (Object.keys(local).length) return setMessage(t('errors.invalid_input'));
    action.run(() => createProject(input), {
      refresh: false,
      onOk: (project) => router.push(`/projects/${project.id}`),
      onFail: (f) => {
        setErrors(f.fieldErrors ?? {});
        setMessage(f.message);
        return true;
      },
    });
  }

  return (
    <form onSubmit={submitKeepingInput(submit)} className="flex max-w-3xl flex-col gap-6" noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('newProject.chooseTemplate')}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {TEMPLATE_KINDS.map((k) => (
            <label
              key={k}
              className="flex cursor-pointer gap-3 rounded-lg border border-stone-200 bg-white p-4 has-[:checked]:border-indigo-600 has-[:checked]:ring-1 has-[:checked]:ring-indigo-600"
            >
              <input type="radio" name="template" value={k} checked={template === k} onChange={() => setTemplate(k)} />
              <span>
                <span className="block font-medium">{t(`templates.${k}`)}</span>
                <span className="block text-sm text-stone-600">{t(`templates.${k}Blurb`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('newProject.projectTitle')} error={errors.title}>
        {(p) => (
          <input {...p} name="title" value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
        )}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t('newProject.mode')}
          name="mode"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'staged', label: t('newProject.staged') },
            { value: 'oneshot', label: t('newProject.oneshot') },
          ]}
        />
        <SelectField
          label={t('newProject.engine')}
          name="engine"
          value={engine}
          onChange={setEngine}
          hint={modelConfigured ? undefined : t('modelSettings.notConfigured')}
          options={[
            { value: 'default', label: t('engine.default') },
            { value: 'model', label: t('engine.model'), disabled: !modelConfigured },
            { value: 'offline', label: t('engine.offline') },
          ]}
        />
      </div>
      <div className="flex flex-col gap-4" data-testid={`config-${template}`}>
        {template === 'rewrite' && (
          <RewriteFields
            original={String(config.originalDocument ?? '')}
            language={config.language === 'zh' || config.language === 'en' ? config.language : undefined}
            clarifications={(config.clarifications as { question: string; answer: string }[]) ?? []}
            errors={errors}
            onOriginal={(v) => setConfig({ originalDocument: v })}
            onClarifications={(v) => setConfig({ clarifications: v })}
          />
        )}
        {CONFIG_FIELDS[template].map((spec) => (
          <ConfigField
            key={`${template}-${spec.name}`}
            spec={spec}
            value={config[spec.name]}
            error={errors[`config.${spec.name}`]}
            onChange={(v) => setConfig({ [spec.name]: v })}
          />
        ))}
      </div>
      <FormMessage tone="error">{message}</FormMessage>
      <Button type="submit" disabled={action.pending} className="self-start">
        {action.pending ? t('newProject.creating') : t('newProject.create')}
      </Button>
    </form>
  );
}
