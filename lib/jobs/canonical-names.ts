import type { ProjectContext } from './project-context';

/** Names the text must spell as the plan does: every `characters[].name` in the project's artifacts. */
export function canonicalNames(project: ProjectContext): string[] {
  const names = new Set<string>();
  for (const stage of project.stages) {
    const characters = (stage.artifact as { characters?: { name?: unknown }[] } | null)?.characters;
    if (!Array.isArray(characters)) continue;
    for (const c of characters) if (typeof c?.name === 'string' && c.name.trim()) names.add(c.name.trim());
  }
  return [...names];
}
