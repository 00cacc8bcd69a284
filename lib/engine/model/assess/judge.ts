import type { AssessInput, CallContext, Usage } from '../../types';
import { tooLargeForOneRequest } from '../budget/fit';
import { callModel, type CallDeps } from '../call/call-model';
import { addUsage } from '../operations/parallel';
import { judgePrompt, type PanelFinding } from '../prompts/judge';
import { judgeSchema, type JudgeReview } from '../schemas/judge';
import type { Finding } from './findings';
import { improvementFinding } from './panel';

type Keep = { aspect: string; reason: string }[];
interface Judged {
  value: JudgeReview;
  usage: Usage;
  model: string;
  /** Ids of panel findings the judge could not take up (its reply did not fit even for one): they stand as raised. */
  standing: string[];
}

/**
 * The judge settles the numbered panel findings in one request; when they and the text do not fit the
 * context together, they are judged in parts (judgeParts) and the verdicts joined.
 */
export async function judgeInParts(
  input: AssessInput,
  panel: PanelFinding[],
  keep: Keep,
  deps: CallDeps,
  ctx: CallContext,
): Promise<Judged> {
  const parts = judgeParts(input, panel);
  try {
    const settled = await callModel(
      {
        role: 'reviewer',
        label: 'reviewer:judge',
        ...judgePrompt(input, panel, keep),
        refit: input.sections.length > 1 ? undefined : (scale) => judgePrompt(input, panel, keep, scale),
        keepCompletePart: !parts,
        language: input.language,
        json: {
          schema: judgeSchema(
            input.sections.map((s) => s.id),
            panel.map((p) => p.id),
          ),
          name: 'judge_review',
        },
      },
      deps,
      ctx,
    );
    return { ...settled, standing: [] };
  } catch (error) {
    if (!tooLargeForOneRequest(error)) throw error;
    // One finding has nothing to be merged or weighed against: it stands as its reviewer raised it.
    if (!parts && panel.length === 1) return standingAsRaised(panel[0]);
    if (!parts) throw error;
    const judged: Judged[] = [];
    for (const part of parts)
      if (part.findings.length) judged.push(await judgeInParts(part.input, part.findings, keep, deps, ctx));
    return judged.reduce(joinedVerdicts);
  }
}

/**
 * Two halves of the sections, each with the findings on it (the whole-document ones with the first);
 * for one section, two halves of its findings. Null when nothing is left to split.
 */
function judgeParts(input: AssessInput, panel: PanelFinding[]) {
  if (input.sections.length > 1) {
    const middle = Math.ceil(input.sections.length / 2);
    return [input.sections.slice(0, middle), input.sections.slice(middle)].map((sections, i) => {
      const ids = new Set(sections.map((s) => s.id));
      const findings = panel.filter((f) => (f.sectionId === null ? i === 0 : ids.has(f.sectionId)));
      return { input: { ...input, sections }, findings };
    });
  }
  if (panel.length < 2) return null;
  const middle = Math.ceil(panel.length / 2);
  return [panel.slice(0, middle), panel.slice(middle)].map((findings) => ({ input, findings }));
}

function standingAsRaised(finding: PanelFinding): Judged {
  return {
    value: {
      improvements: [],
      consensus: [],
      conflicts: [],
      overall: '',
      reviseSections: finding.sectionId === null ? 'all' : [],
    },
    usage: { inputTokens: 0, outputTokens: 0 },
    model: '',
    standing: [finding.id],
  };
}

function joinedVerdicts(a: Judged, b: Judged): Judged {
  const sections = (v: JudgeReview) => v.reviseSections;
  const reviseSections =
    sections(a.value) === 'all' || sections(b.value) === 'all'
      ? ('all' as const)
      : [...new Set([...(sections(a.value) as string[]), ...(sections(b.value) as string[])])];
  return {
    value: {
      improvements: [...a.value.improvements, ...b.value.improvements],
      consensus: [...a.value.consensus, ...b.value.consensus],
      conflicts: [...a.value.conflicts, ...b.value.conflicts],
      overall: `${a.value.overall} ${b.value.overall}`.trim(),
      reviseSections,
    },
    usage: addUsage(a.usage, b.usage),
    model: a.model || b.model,
    standing: [...a.standing, ...b.standing],
  };
}

/** Numbers the panel's findings F1, F2, … so the judge can cite what it merges. */
export function numberFindings(findings: Finding[]): PanelFinding[] {
  return findings.map((f, i) => ({
    id: `F${i + 1}`,
    role: f.role,
    sectionId: f.sectionId,
    quote: f.quote,
    issue: f.issue,
    expected: f.expected,
    priority: f.priority,
  }));
}

/**
 * The judge's settled list. Each improvement keeps the role of the reviewer who raised it first
 * ("judge" when the judge added it), and says who else raised it and why it ranks where it does.
 */
export function judgeFindings(r: JudgeReview, panel: PanelFinding[]): Finding[] {
  return r.improvements.map((i) => {
    const roles = [
      ...new Set(i.sources.map((id) => panel.find((p) => p.id === id)?.role).filter((x): x is string => !!x)),
    ];
    return {
      ...improvementFinding(roles[0] ?? 'judge', i),
      notes: [`Judge: ${i.rationale}`, ...(roles.length > 1 ? [`Raised by: ${roles.join(', ')}`] : [])],
    };
  });
}
