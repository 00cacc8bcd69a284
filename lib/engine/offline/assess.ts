import { TEMPLATES } from '../../workflow/templates';
import { briefAudience, isYoungAudience } from '../../workflow/audience';
import type { AssessInput, AssessOutput, Language, SectionText, SuggestionDraft } from '../types';
import { ARTIFACT_TEXT_CHECKS, PROSE_CHECKS, checkArtifactFields, checkInputFor, type Finding } from './checks';
import { nonProseRanges, overlapsRanges } from './markup';
import { overallLine } from './overall';
import { capFindings, dedupeFindings } from './rank-findings';
import { anchorAt } from '../../text/anchor';
import { jsonLeaves } from '../../text/json-leaves';

const LINT_ROLE = 'lint';

type CheckOptions = Parameters<typeof checkInputFor>[1];

function jsonRendering(text: string): ReturnType<typeof jsonLeaves> | null {
  try {
    const rendering = jsonLeaves(JSON.parse(text));
    return rendering.json === text ? rendering : null;
  } catch {
    return null;
  }
}

/** Text-check findings for one section, minus those that fall in code, URLs or HTML. */
function lintSection(section: SectionText, options: CheckOptions): { findings: Finding[]; language: Language } {
  const checkInput = checkInputFor(section, options);
  const code = nonProseRanges(section.text);
  const findings = PROSE_CHECKS.flatMap((check) => check(checkInput)).filter(
    (f) => !f.anchor || !overlapsRanges(code, f.anchor.start, f.anchor.end),
  );
  return { findings, language: checkInput.language };
}

/**
 * An artifact is read as its JSON, but its fields are what the writer wrote: each text field is checked
 * on its own (a detail quotes the field, not a line of JSON), and each anchor is moved to where the
 * field's words sit in the JSON the round reads and the revision edits.
 */
function lintArtifact(section: SectionText, options: CheckOptions): { findings: Finding[]; language: Language } {
  const whole = checkInputFor(section, options);
  const language = whole.language;
  const rendering = jsonRendering(section.text);
  // Not the JSON rendering (an artifact written out some other way): its text is checked as it is.
  if (!rendering) return { findings: ARTIFACT_TEXT_CHECKS.flatMap((check) => check(whole)), language };
  const { json, leaves } = rendering;
  const findings = leaves.flatMap((leaf) => {
    const input = checkInputFor({ ...section, text: leaf.value }, { ...options, fallbackLanguage: language });
    return ARTIFACT_TEXT_CHECKS.flatMap((check) => check({ ...input, language })).map((f) =>
      f.anchor ? { ...f, anchor: anchorAt(json, leaf.offsets[f.anchor.start], leaf.offsets[f.anchor.end]) } : f,
    );
  });
  return { findings, language };
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

  const options: CheckOptions = {
    fallbackLanguage: input.language,
    template: input.template,
    canonicalNames: input.canonicalNames,
    bible: input.bible,
    sources: input.sources,
    youngAudience: input.template === 'story' && isYoungAudience(briefAudience(input.upstream, input.artifact)),
  };
  input.sections.forEach((section, index) => {
    const { findings, language } = artifactStage ? lintArtifact(section, options) : lintSection(section, options);
    report(index === 0 ? [...findings, ...artifactFindings(language)] : findings, section.id, language);
  });
  if (input.sections.length === 0) report(artifactFindings(input.language), null, input.language);
  output.overall = overallLine(output.suggestions, input.language);
  return output;
}
