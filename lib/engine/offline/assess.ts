import { TEMPLATES } from '../../workflow/templates';
import { briefAudience, isYoungAudience } from '../../workflow/audience';
import type { AssessInput, AssessOutput, Language, SectionText, SuggestionDraft } from '../types';
import { ARTIFACT_TEXT_CHECKS, PROSE_CHECKS, checkArtifactFields, checkInputFor, type Finding } from './checks';
import { nonProseRanges, overlapsRanges } from './markup';
import { overallLine } from './overall';
import { capFindings, dedupeFindings } from './rank-findings';

const LINT_ROLE = 'lint';

/** Text-check findings for one section, minus those that fall in code, URLs or HTML. */
function lintSection(
  input: AssessInput,
  section: SectionText,
  artifactStage: boolean,
): { findings: Finding[]; language: Language } {
  const checkInput = checkInputFor(section, {
    fallbackLanguage: input.language,
    template: input.template,
    canonicalNames: input.canonicalNames,
    bible: input.bible,
    sources: input.sources,
    youngAudience: input.template === 'story' && isYoungAudience(briefAudience(input.upstream, input.artifact)),
  });
  const code = nonProseRanges(section.text);
  const findings = (artifactStage ? ARTIFACT_TEXT_CHECKS : PROSE_CHECKS)
    .flatMap((check) => check(checkInput))
    .filter((f) => !f.anchor || !overlapsRanges(code, f.anchor.start, f.anchor.end));
  return { findings, language: checkInput.language };
}

/**
 * The lint reviewer: deterministic checks on every section, deduplicated, capped and in reading
 * order; for artifact stages also the artifact's required fields (reported on the first section,
 * where the artifact is rendered). Other roles need a model, so they get nothing here.
 */
export function assessOffline(input: AssessInput): AssessOutput {
  const output: AssessOutput = { suggestions: [], keepAsIs: [], globalScope: [] };
  if (!input.roles.includes(LINT_ROLE)) return output;
  const stage = TEMPLATES[input.template]?.stages.find((s) => s.key === input.stageKey);
  const artifactStage = stage?.kind === 'artifact';
  const rejected = new Set(input.previous.rejected.filter((r) => r.role === LINT_ROLE).map((r) => r.summary));
  const artifactFindings = (language: Language) =>
    artifactStage && stage?.artifact && input.artifact !== undefined
      ? checkArtifactFields(input.artifact, stage.artifact, input.stageKey, language)
      : [];
  const report = (findings: Finding[], sectionId: string | null, language: Language) => {
    const kept = capFindings(
      dedupeFindings(findings).filter((f) => !rejected.has(f.summary)),
      language,
    );
    output.suggestions.push(...kept.map((f): SuggestionDraft => ({ role: LINT_ROLE, sectionId, ...f })));
  };

  input.sections.forEach((section, index) => {
    const { findings, language } = lintSection(input, section, artifactStage);
    report(index === 0 ? [...findings, ...artifactFindings(language)] : findings, section.id, language);
  });
  if (input.sections.length === 0) report(artifactFindings(input.language), null, input.language);
  output.overall = overallLine(output.suggestions, input.language);
  return output;
}
