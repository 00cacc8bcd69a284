import type { TemplateKind } from '../templates/types';
import type { BibleEntryText } from './entry';
import { MAX_BIBLE_DESCRIPTION } from './entry';

type Artifact = Record<string, unknown> | null | undefined;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' — ').slice(0, MAX_BIBLE_DESCRIPTION);

function characters(artifact: Artifact, describe: (c: Record<string, unknown>) => string): BibleEntryText[] {
  const list = Array.isArray(artifact?.characters) ? (artifact.characters as Record<string, unknown>[]) : [];
  // A stand-in whose name is only its role ("Protagonist", "主角") is not a person the text must name.
  return list
    .filter((c) => text(c?.name) && text(c.name).toLowerCase() !== text(c.role).toLowerCase())
    .map((c) => ({ name: text(c.name), aliases: [], kind: 'character', description: describe(c) }));
}

function terms(artifact: Artifact): BibleEntryText[] {
  const list = Array.isArray(artifact?.keyTerms) ? (artifact.keyTerms as unknown[]) : [];
  return list.map(text).flatMap((t) => (t ? [{ name: t, aliases: [], kind: 'term' as const, description: '' }] : []));
}

/** Where each template's plan names its people or terms: the stage whose approval fills the bible. */
const SOURCES: Record<TemplateKind, { stageKey: string; entries: (artifact: Artifact) => BibleEntryText[] } | null> = {
  story: { stageKey: 'brief', entries: (a) => characters(a, (c) => joined(c.role, c.description)) },
  script: { stageKey: 'plan', entries: (a) => characters(a, (c) => joined(c.role, c.relationshipSketch)) },
  paper: { stageKey: 'intake', entries: terms },
  rewrite: null,
};

/**
 * The bible entries an approved stage's artifact names (the story brief's and the script plan's
 * characters, the paper intake's key terms); none for any other stage.
 */
export function bibleEntriesFromPlan(template: TemplateKind, stageKey: string, artifact: unknown): BibleEntryText[] {
  const source = SOURCES[template];
  if (!source || source.stageKey !== stageKey || !artifact || typeof artifact !== 'object') return [];
  return source.entries(artifact as Record<string, unknown>);
}
