import { ACADEMIC_LEVELS, CITATION_STYLES } from '@/lib/workflow/templates/paper';
import { GAME_TYPES } from '@/lib/workflow/templates/script';
import type { TemplateKind } from '@/lib/workflow/templates/types';

/** One config form field; `name` is the key in the template's config schema and in the newProject messages. */
export type FieldSpec =
  | { name: string; kind: 'text' | 'textarea'; rows?: number }
  | { name: string; kind: 'number'; min: number; max: number; defaultValue: number }
  | { name: string; kind: 'select'; options: readonly string[]; translate: boolean; defaultValue: string };

const language: FieldSpec = {
  name: 'language',
  kind: 'select',
  options: ['en', 'zh'],
  translate: true,
  defaultValue: 'en',
};

export const CONFIG_FIELDS: Record<Exclude<TemplateKind, 'rewrite'>, FieldSpec[]> & { rewrite: FieldSpec[] } = {
  story: [
    { name: 'premise', kind: 'textarea', rows: 4 },
    { name: 'genre', kind: 'text' },
    { name: 'audience', kind: 'text' },
    { name: 'tone', kind: 'text' },
    { name: 'writingPoints', kind: 'textarea', rows: 4 },
    { name: 'targetWords', kind: 'number', min: 300, max: 300_000, defaultValue: 3000 },
    language,
  ],
  paper: [
    { name: 'topic', kind: 'textarea', rows: 3 },
    { name: 'discipline', kind: 'text' },
    { name: 'level', kind: 'select', options: ACADEMIC_LEVELS, translate: true, defaultValue: 'undergraduate' },
    { name: 'citationStyle', kind: 'select', options: CITATION_STYLES, translate: false, defaultValue: 'APA' },
    { name: 'targetWords', kind: 'number', min: 500, max: 100_000, defaultValue: 5000 },
    { name: 'maxSectionRewrites', kind: 'number', min: 0, max: 5, defaultValue: 2 },
    { name: 'requirements', kind: 'textarea', rows: 3 },
    language,
  ],
  script: [
    { name: 'playerCount', kind: 'number', min: 1, max: 12, defaultValue: 4 },
    { name: 'gameType', kind: 'select', options: GAME_TYPES, translate: true, defaultValue: 'deduction' },
    { name: 'era', kind: 'text' },
    { name: 'theme', kind: 'textarea', rows: 3 },
    {
      name: 'difficulty',
      kind: 'select',
      options: ['easy', 'medium', 'hard'],
      translate: true,
      defaultValue: 'medium',
    },
    { name: 'durationHours', kind: 'number', min: 1, max: 12, defaultValue: 4 },
    { name: 'notes', kind: 'textarea', rows: 3 },
    language,
  ],
  rewrite: [{ name: 'goal', kind: 'textarea', rows: 2 }, language],
};
