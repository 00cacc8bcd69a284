'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { runPassageCommand } from '@/lib/actions/passages';
import { Button } from '@/components/ui/button';
import type { ProseEditorHandle } from '@/components/editor/prose-editor';
import { useSuggestionFocus } from '@/components/refinement/refinement-context';
import { useAction } from '@/components/ui/use-action';
import {
  MAX_INSTRUCTION_CHARS,
  MAX_PASSAGE_CHARS,
  TONES,
  type PassageCommand,
  type Tone,
} from '@/lib/workflow/passage-commands';
import { passageSelection } from './passage-selection';
import { countWords } from '@/lib/text/count';
import { CostEstimate } from '@/components/costs/cost-estimate';

interface Props {
  projectId: string;
  sectionId: string;
  editor: RefObject<ProseEditorHandle | null>;
  disabled: boolean;
  /** The group's element: Alt+K in the text moves focus to its first command. */
  ref?: Ref<HTMLDivElement>;
}

const SIMPLE: PassageCommand[] = ['shorten', 'expand', 'describe', 'continue'];

/**
 * Commands on the passage selected in the editor. Each result arrives as a suggestion in the stage's
 * open round (at once offline, or when the model's run ends), to accept or reject like any other.
 */
export function PassageCommands({ projectId, sectionId, editor, disabled, ref }: Props) {
  const t = useTranslations('stagePage.passages');
  const action = useAction();
  const { focusSuggestion } = useSuggestionFocus();
  const [tone, setTone] = useState<Tone>('formal');
  const [instruction, setInstruction] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { label: useId(), hint: useId() };
  const costs = useTranslations('costs');
  // The selection's length, read when the writer reaches for the commands: what their estimate is for.
  const [selected, setSelected] = useState(0);
  const measureSelection = () => {
    const shown = editor.current;
    if (!shown) return;
    const { from, to } = shown.getSelection();
    setSelected(Math.min(MAX_PASSAGE_CHARS, countWords(shown.getText().slice(Math.min(from, to), Math.max(from, to)))));
  };

  function run(command: PassageCommand) {
    setNotice(null);
    setProblem(null);
    const shown = editor.current;
    if (!shown) return;
    if (shown.isDirty()) return setProblem(t('unsaved'));
    if (command === 'rewrite' && !instruction.trim()) return setProblem(t('instructionRequired'));
    const { from, to } = shown.getSelection();
    const picked = passageSelection(shown.getText(), from, to, command);
    if (!picked.ok) return setProblem(t(picked.reason, { max: MAX_PASSAGE_CHARS }));
    const { start, end, quote } = picked;
    const extra = command === 'rewrite' ? { instruction } : command === 'tone' ? { tone } : {};
    action.run(() => runPassageCommand({ projectId, sectionId, command, start, end, quote, ...extra }), {
      onOk: (data) => {
        setNotice(data.runId ? t('queued') : t('added'));
        if (data.suggestionId) focusSuggestion(data.suggestionId, false);
      },
    });
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    editor.current?.focus();
  }

  const busy = disabled || action.pending;
  const message = problem ?? action.error;
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={ids.label}
      aria-describedby={ids.hint}
      onKeyDown={onKeyDown}
      onFocus={measureSelection}
      onPointerEnter={measureSelection}
      className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-stone-50 p-2"
      data-testid="passage-commands"
    >
      <p id={ids.label} className="sr-only">
        {t('toolbarLabel')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {SIMPLE.map((command) => (
          <CommandButton key={command} label={t(command)} disabled={busy} onClick={() => run(command)} />
        ))}
        <span className="flex items-center gap-1">
          <select
            aria-label={t('tone')}
            value={tone}
            onChange={(e) => setTone(e.target.value as Tone)}
            className="rounded-md border border-stone-300 bg-white px-2 py-1 text-sm"
          >
            {TONES.map((value) => (
              <option key={value} value={value}>
                {t(`tones.${value}`)}
              </option>
            ))}
          </select>
          <CommandButton label={t('toneApply')} disabled={busy} onClick={() => run('tone')} />
        </span>
        <span className="flex min-w-64 flex-1 items-center gap-1">
          <input
            aria-label={t('instruction')}
            value={instruction}
            maxLength={MAX_INSTRUCTION_CHARS}
            placeholder={t('instructionPlaceholder')}
            onChange={(e) => setInstruction(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), run('rewrite'))}
            className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 py-1 text-sm"
          />
          <CommandButton label={t('rewrite')} disabled={busy} onClick={() => run('rewrite')} />
        </span>
      </div>
      <p id={ids.hint} className="text-xs text-stone-500">
        {t('hint')}
      </p>
      <CostEstimate
        projectId={projectId}
        label={costs('passageAtMost')}
        action={selected ? { action: 'passage', sectionId, command: 'expand', passageLength: selected } : null}
      />
      <p role="status" aria-live="polite" className="text-sm text-emerald-800" data-testid="passage-notice">
        {action.pending ? t('working') : notice}
      </p>
      {message && (
        <p role="alert" className="text-sm text-red-700" data-testid="passage-problem">
          {message}
        </p>
      )}
    </div>
  );
}

function CommandButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button type="button" variant="secondary" className="px-3 py-1" disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}
