import 'server-only';
import type { Db, ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { countWords, isMostlyCjk } from '../../text/count';
import type { ManuscriptSection } from '../../text/manuscript-sections';
import { MAX_IMPORTED_SECTIONS } from '../../workflow/import-limits';
import { insertSection } from '../../workflow/sections';
import { rewrite, RewriteConfig } from '../../workflow/templates/rewrite';
import { stageOf } from '../../workflow/templates';
import { changeStage } from '../versions/edit-guard';
import { createProject } from './projects';
import { newSectionId, persistSections, readStageSections, type SectionRow } from '../sections/section-ops';

// Imported manuscripts: a whole file as a new rewrite project's original document, or its parts as
// sections appended to a story's or a paper's sections stage (each text written as an author version).

const SECTION_TEMPLATES = new Set(['story', 'paper']);
const MAX_TITLE_CHARS = 200;

const clip = (title: string) => [...title].slice(0, MAX_TITLE_CHARS).join('').trim();

/** A new rewrite project whose original document is the manuscript; its language follows the text. */
export async function importRewriteProject(
  db: Db,
  ownerId: string,
  input: { title: string; markdown: string },
): Promise<{ id: string }> {
  const config = RewriteConfig.parse({
    originalDocument: input.markdown,
    language: isMostlyCjk(input.markdown) ? 'zh' : 'en',
  });
  return createProject(db, ownerId, {
    template: 'rewrite',
    title: clip(input.title) || rewrite.defaultTitle(config),
    mode: 'staged',
    engine: null,
    config,
  });
}

/** Appends the sections after the stage's own, in order; refuses other templates and other stage kinds. */
export async function importSections(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, sections }: { stageKey: string; sections: readonly ManuscriptSection[] },
): Promise<{ sectionIds: string[] }> {
  if (sections.length === 0) throw new ExpectedError('invalid_input', { reason: 'import_empty' });
  if (sections.length > MAX_IMPORTED_SECTIONS)
    throw new ExpectedError('invalid_input', { reason: 'import_too_many_sections' });
  return db.$transaction(async (tx) => {
    const { stage, before } = await readStageSections({ db: tx, ownerId, projectId }, stageKey);
    const template = stage.project.template;
    if (!SECTION_TEMPLATES.has(template) || stageOf(template, stageKey).kind !== 'sections')
      throw new ExpectedError('invalid_input', { reason: 'import_not_sections' });
    let after: SectionRow[] = before;
    const sectionIds: string[] = [];
    for (const section of sections) {
      const id = newSectionId();
      const row = {
        id,
        key: '',
        displayNumber: '1',
        title: clip(section.title) || String(after.length + 1),
        goal: '',
        targetLength: Math.max(1, countWords(section.text)),
        text: section.text,
      };
      const result = insertSection(after, row, after.length, { start: 1 });
      if (!result.ok) throw new Error(`Imported section could not be placed: ${result.error}`);
      after = result.sections;
      sectionIds.push(id);
    }
    await persistSections(tx, { projectId, stageId: stage.id, authorId: ownerId, before, after });
    await changeStage(tx, { id: stage.id }, {});
    return { sectionIds };
  });
}
