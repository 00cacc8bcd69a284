import type { JudgeReview } from '../schemas/judge';
import type { PanelFinding } from '../prompts/judge';
import type { Finding } from './findings';
import { improvementFinding } from './panel';

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
