import { bibleSpellings } from '../workflow/bible/entry';
import type { ProjectContext } from './project-context';

/**
 * Names the text must spell as the plan and the story bible do: every `characters[].name` in the
 * project's artifacts, and every bible entry's name and aliases.
 */
export function canonicalNames(project: ProjectContext): string[] {
  const names = new Set<string>(bibleSpellings(project.bible));
  for (const stage of project.stages) {
    const characters = (stage.artifact as { characters?: { name?: unknown }[] } | null)?.characters;
    if (!Array.isArray(characters)) continue;
    for (const c of characters) if (typeof c?.name === 'string' && c.name.trim()) names.add(c.name.trim());
  }
  return [...names];
}
