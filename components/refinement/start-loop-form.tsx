'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { startLoop } from '@/lib/actions/loops';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
import { AutoSettings, type AutoSettingsValue } from './auto-settings';
import { useSelectedSection, useStageRound } from './refinement-context';
import { RadioChoice } from './radio-choice';
import { RolePicker } from './role-picker';
import { toggled } from './toggled';
import { ErrorText } from '@/components/ui/error-text';
import { OFFLINE_ROLES } from '@/lib/workflow/templates/types';
import { CostEstimate } from '@/components/costs/cost-estimate';
import type { ReviewerRole } from '@/lib/workflow/templates/types';

interface Props {
  reviewers: readonly string[];
  engine: 'model' | 'offline';
  /** The selected section's title (sections stages), offered as the loop's scope. */
  sectionTitle: string | null;
}

/** Opens a refinement loop: which reviewers, on what, and manual (decide each round) or auto. */
export function StartLoopForm({ reviewers, engine, sectionTitle }: Props) {
  const t = useTranslations('loops.start');
  const { projectId, stageKey, unitKind, busy } = useStageRound();
  const selected = useSelectedSection();
  const action = useAction();
  const modelAvailable = engine === 'model';
  const [roles, setRoles] = useState<ReadonlySet<string>>(
    () => new Set(reviewers.filter((role) => modelAvailable || OFFLINE_ROLES.has(role))),
  );
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [scope, setScope] = useState<'stage' | 'section'>('stage');
  const [auto, setAuto] = useState<AutoSettingsValue>({
    maxRounds: '3',
    accept: new Set(['high', 'medium']),
    tokenBudget: '',
  });
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...(action.failure?.fieldErrors ?? {}), ...localErrors };

  const toggleRole = (role: string) => setRoles((prev) => toggled(prev, role));
  const sectionId = scope === 'section' ? selected.sectionId : null;
  const rounds = Number(auto.maxRounds);
  const preview =
    roles.size && Number.isInteger(rounds) && rounds >= 1 && rounds <= 10
      ? {
          action: 'startLoop' as const,
          stageKey,
          sectionId,
          mode,
          roles: [...roles] as ReviewerRole[],
          maxRounds: rounds,
        }
      : null;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (roles.size === 0) problems.roles = t('rolesRequired');
    if (mode === 'auto' && auto.accept.size === 0) problems.accept = t('acceptRequired');
    setLocalErrors(problems);
    if (Object.keys(problems).length) return;
    action.run(() =>
      startLoop({
        projectId,
        stageKey,
        sectionId,
        mode,
        roles: [...roles],
        maxRounds: auto.maxRounds,
        accept: [...auto.accept],
        tokenBudget: auto.tokenBudget.trim() ? auto.tokenBudget.trim() : null,
      }),
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="start-loop-heading"
      className="flex flex-col gap-4 border-t border-stone-100 pt-4"
      data-testid="start-loop-form"
    >
      <h3 id="start-loop-heading" className="font-medium">
        {t('title')}
      </h3>
      {unitKind === 'sections' && sectionTitle && (
        <RadioChoice
          legend={t('scope')}
          name="loop-scope"
          value={scope}
          onChange={setScope}
          options={[
            { value: 'stage', label: t('scopeStage') },
            { value: 'section', label: t('scopeSection', { title: sectionTitle }) },
          ]}
        />
      )}
      <RolePicker
        roles={reviewers}
        chosen={roles}
        modelAvailable={modelAvailable}
        error={errors.roles}
        onToggle={toggleRole}
      />
      <RadioChoice
        legend={t('mode')}
        name="loop-mode"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'manual', label: t('manual') },
          { value: 'auto', label: t('auto') },
        ]}
      />
      {mode === 'auto' && <AutoSettings value={auto} errors={errors} onChange={setAuto} />}
      <ErrorText>{!action.failure?.fieldErrors && action.error}</ErrorText>
      <div className="flex flex-col gap-1">
        <CostEstimate projectId={projectId} action={preview} revision={String(busy)} />
        <div>
          <Button type="submit" disabled={action.pending || busy}>
            {action.pending ? t('starting') : mode === 'auto' ? t('startAuto') : t('startManual')}
          </Button>
        </div>
      </div>
    </form>
  );
}
