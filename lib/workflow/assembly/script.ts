import { scriptChapters, type ScriptConfig } from '../templates/script';
import type { AssemblySection, AssemblyResult, DocumentPart } from './types';

/**
 * Seed 003's script: DM handbook, one handbook per player, materials, branch structure, in that
 * order (§10.9), and nothing else: a missing or extra chapter means the project is not complete.
 */
export function scriptParts(
  config: unknown,
  chapters: readonly AssemblySection[],
): { ok: true; parts: DocumentPart[] } | Extract<AssemblyResult, { ok: false }> {
  const expected = scriptChapters((config as ScriptConfig).playerCount);
  const byKey = new Map(chapters.map((c) => [c.key, c]));
  const missing = expected.filter((c) => !byKey.has(c.key)).map((c) => c.key);
  const extra = chapters.filter((c) => !expected.some((e) => e.key === c.key)).map((c) => c.key);
  if (missing.length || extra.length) {
    const problems = [
      missing.length && `missing ${missing.join(', ')}`,
      extra.length && `unexpected ${extra.join(', ')}`,
    ];
    return {
      ok: false,
      code: 'incomplete',
      error: `The script's chapters do not match its ${expected.length} chapters: ${problems.filter(Boolean).join('; ')}.`,
    };
  }
  return {
    ok: true,
    parts: expected.map(({ key }) => {
      const chapter = byKey.get(key)!;
      return { heading: chapter.title, level: 1, text: chapter.text, key };
    }),
  };
}
