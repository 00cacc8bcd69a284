import { assembleDocument, type AssembledDocument, type AssemblySection } from '../workflow/assembly';
import { templateOf, type SectionPlan, type TemplateKind } from '../workflow/templates';
import { compareDisplayNumbers } from '../workflow/templates/paper';
import { notWrittenText } from './placeholder';
import type { BibliographyEntry } from '../workflow/references/render';
import type { ExportBundle, ExportSection, ExportStage } from './types';

// The pure half of loading an export: plain rows in, the assembled bundle out. Drafts assemble too:
// every part the outline plans appears in order, and a part with no text says "(not written yet)".

export interface ProjectRows {
  project: Omit<ExportBundle['project'], 'language'>;
  /** In template order. */
  stages: { key: string; status: string; data: unknown }[];
  /** Live sections in stage order, then position. */
  sections: Omit<ExportSection, 'written'>[];
  /** A paper's references, oldest first (other templates have none). */
  references?: BibliographyEntry[];
}

function languageOf(template: TemplateKind, config: unknown): 'en' | 'zh' {
  try {
    return templateOf(template).language(config as never) === 'zh' ? 'zh' : 'en';
  } catch {
    return 'en';
  }
}

/** Sections the stage has not created yet, from the outline it will be created from (none if it cannot say). */
function plannedSections(plan: () => SectionPlan[], stageKey: string): ExportSection[] {
  let plans: SectionPlan[] = [];
  try {
    plans = plan();
  } catch {
    // The upstream artifact is missing or from an older shape: nothing is planned yet.
  }
  return plans.map((p) => ({
    id: null,
    key: p.key,
    stageKey,
    displayNumber: p.displayNumber,
    title: p.title,
    status: 'pending',
    text: '',
    written: false,
  }));
}

/** The parts in display-number order, for when the template's assembly refuses the sections. */
function listOrder(title: string, sections: readonly AssemblySection[]): AssembledDocument {
  const ordered = [...sections].sort((a, b) => compareDisplayNumbers(a.displayNumber, b.displayNumber));
  return { title, parts: ordered.map((s) => ({ heading: s.title, level: 1, text: s.text, key: s.key })) };
}

export function gatherExport(rows: ProjectRows): ExportBundle {
  const { project } = rows;
  const template = templateOf(project.template);
  const language = languageOf(project.template, project.config);
  const artifacts = Object.fromEntries(rows.stages.filter((s) => s.data != null).map((s) => [s.key, s.data]));
  const stages: ExportStage[] = template.stages.map((def) => {
    const row = rows.stages.find((s) => s.key === def.key);
    return { key: def.key, kind: def.kind, status: row?.status ?? 'pending', artifact: row?.data ?? null };
  });

  const sections: ExportSection[] = [];
  for (const def of template.stages.filter((s) => s.kind === 'sections')) {
    const existing = rows.sections
      .filter((s) => s.stageKey === def.key)
      .map((s) => ({ ...s, written: s.text.trim() !== '' }));
    const planned = existing.length
      ? []
      : plannedSections(() => def.sectionsFrom?.(artifacts, project.config) ?? [], def.key);
    sections.push(...existing, ...planned);
  }

  // The document is the last sections stage (as in assembleDocument); review stages patch it in place.
  const bodyKey = template.stages.filter((s) => s.kind === 'sections').at(-1)?.key ?? '';
  const body = sections.filter((s) => s.stageKey === bodyKey);
  const placeholder = notWrittenText(language);
  const assembly: AssemblySection[] = body.map((s) => ({
    key: s.key,
    displayNumber: s.displayNumber,
    title: s.title,
    text: s.written ? s.text : placeholder,
  }));

  let document: AssembledDocument = { title: project.title, parts: [] };
  let assemblyIssue: string | null = null;
  if (assembly.length) {
    const result = assembleDocument({
      template: project.template,
      mode: project.mode,
      title: project.title,
      config: project.config,
      artifacts,
      sections: { [bodyKey]: assembly },
      references: rows.references,
    });
    if (result.ok) document = result.document;
    else {
      assemblyIssue = result.error;
      document = listOrder(project.title, assembly);
    }
  }
  const unwritten = new Set(body.filter((s) => !s.written).map((s) => s.key));
  const missing = document.parts.filter((p) => unwritten.has(p.key)).map((p) => p.key);
  const complete = project.state === 'completed' && missing.length === 0 && document.parts.length > 0;
  return {
    project: { ...project, language },
    status: complete ? 'complete' : 'draft',
    stages,
    sections,
    document,
    missing,
    assemblyIssue,
    ...(rows.references ? { references: rows.references } : {}),
  };
}
