import { depthOf } from './display-numbers';
import { scriptParts } from './assembly/script';
import type { AssembledDocument, AssemblyResult, CompletedProject, DocumentPart } from './assembly/types';
import { templateOf } from './templates';
import { compareDisplayNumbers, type CitationStyle, type PaperConfig } from './templates/paper';
import { spansToMarkdown } from '../text/markdown-inline';
import { renderReferences } from './references/render';

export * from './assembly/types';
export { documentToMarkdown } from './assembly/markdown';

/** The stage whose sections are the document: the last sections stage (review stages patch it in place). */
function bodyStage(project: CompletedProject): string {
  const stages = templateOf(project.template).stages.filter((s) => s.kind === 'sections');
  return stages[stages.length - 1].key;
}

/** The offline engine's scaffold mark: a labelled title is a placeholder, not the author's title. */
const SCAFFOLD_MARK = /^\s*(?:\[Scaffold\]|【草稿骨架】)/;

/** The document's own title (paper, story, rewrite artifacts have one) unless it is an unedited scaffold, else the project's. */
function titleOf(project: CompletedProject): string {
  for (const stage of templateOf(project.template).stages) {
    const title = (project.artifacts[stage.key] as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string' && title.trim() && !SCAFFOLD_MARK.test(title)) return title.trim();
  }
  return project.title;
}

function citationSetup(project: CompletedProject): { style: CitationStyle; language: 'en' | 'zh' } {
  const config = project.config as Partial<PaperConfig>;
  return { style: config.citationStyle ?? 'APA', language: config.language === 'zh' ? 'zh' : 'en' };
}

/**
 * A paper's parts with their [@key] citations in the style, followed by its reference list (the
 * sources the parts cite; none when they cite none).
 */
function withReferences(project: CompletedProject, parts: DocumentPart[]): DocumentPart[] {
  if (project.template !== 'paper' || !project.references?.length) return parts;
  const { style, language } = citationSetup(project);
  const { texts, bibliography } = renderReferences(
    parts.map((p) => p.text),
    project.references,
    style,
    language,
  );
  const cited = parts.map((p, i) => ({ ...p, text: texts[i] }));
  if (!bibliography) return cited;
  const heading = language === 'zh' ? '参考文献' : 'References';
  const text = bibliography.entries.map(spansToMarkdown).join('\n\n');
  return [...cited, { heading, level: 1, text, key: 'references', bibliography }];
}

/** Put a completed project together as one document, the same way for one-shot and staged projects. */
export function assembleDocument(project: CompletedProject): AssemblyResult {
  const stageKey = bodyStage(project);
  const sections = project.sections[stageKey] ?? [];
  if (sections.length === 0)
    return { ok: false, code: 'incomplete', error: `The ${stageKey} stage has no approved sections.` };

  let parts: DocumentPart[];
  if (project.template === 'script') {
    const script = scriptParts(project.config, sections);
    if (!script.ok) return script;
    parts = script.parts;
  } else {
    const ordered = [...sections].sort((a, b) => compareDisplayNumbers(a.displayNumber, b.displayNumber));
    // Papers show their numbers ("2.1 Method"); the other templates number chapters only in the outline.
    parts = ordered.map((s) => ({
      heading: project.template === 'paper' ? `${s.displayNumber} ${s.title}` : s.title,
      level: depthOf(s.displayNumber),
      text: s.text,
      key: s.key,
    }));
  }
  const document: AssembledDocument = { title: titleOf(project), parts: withReferences(project, parts) };
  return { ok: true, document };
}
