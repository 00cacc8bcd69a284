import type { AssessInput, AssessOutput, CallContext, Engine, EngineResult } from '../../types';
import { toSuggestion, type Finding } from '../assess/findings';
import { judgeFindings, judgeInParts, numberFindings } from '../assess/judge';
import { PANEL_ROLES, panelJobs, type PanelRole } from '../assess/reviewers';
import type { CallDeps } from '../call/call-model';
import { addUsage, allOrAbort } from './parallel';

/**
 * The reviewer panel: the chosen roles review in parallel, then the judge (when chosen) settles
 * their findings into one list. The `lint` role is the offline engine's, passed in as `lint`.
 */
export async function assess(
  input: AssessInput,
  deps: CallDeps,
  ctx: CallContext = {},
  lint?: Pick<Engine, 'assess'>,
): Promise<EngineResult<AssessOutput>> {
  const roles = PANEL_ROLES.filter((r): r is PanelRole => input.roles.includes(r));
  const outcomes = await allOrAbort(panelJobs(input, roles, deps, ctx), ctx.signal);
  let usage = outcomes.reduce((u, o) => addUsage(u, o.usage), { inputTokens: 0, outputTokens: 0 });
  let model = outcomes[0]?.model ?? '';
  let findings: Finding[] = outcomes.flatMap((o) => o.findings);
  const keepAsIs = outcomes.flatMap((o) => o.keep);
  const rewriteAll = outcomes.some((o) => o.rewriteAll);
  let globalScope: AssessOutput['globalScope'] = rewriteAll || findings.some((f) => f.sectionId === null) ? 'all' : [];
  let judgement: AssessOutput['judgement'];
  let overall = outcomes.find((o) => o.scored?.sectionId === null)?.scored?.comment;

  if (input.roles.includes('judge') && findings.length > 0) {
    const panel = numberFindings(findings);
    const judged = await judgeInParts(input, panel, keepAsIs, deps, ctx);
    usage = addUsage(usage, judged.usage);
    model ||= judged.model;
    const standing = findings.filter((_, i) => judged.standing.includes(panel[i].id));
    findings = [...judgeFindings(judged.value, panel), ...standing];
    judgement = { consensus: judged.value.consensus, conflicts: judged.value.conflicts };
    overall = judged.value.overall || overall;
    // The judge settles the findings, but a global "rewrite" verdict still sends every section back.
    const rewriteFinding = outcomes
      .flatMap((o) => o.findings)
      .find((f) => f.role === 'global' && f.type === 'rewrite' && f.sectionId === null);
    if (rewriteAll && rewriteFinding) findings.push(rewriteFinding);
    globalScope = rewriteAll ? 'all' : findings.some((f) => f.sectionId === null) ? judged.value.reviseSections : [];
  }

  const suggestions = findings.map((f) => toSuggestion(f, input.sections));
  if (lint && input.roles.includes('lint')) {
    const linted = await lint.assess({ ...input, roles: ['lint'] }, ctx);
    suggestions.push(...linted.value.suggestions);
  }
  const scored = outcomes.flatMap((o) => (o.scored ? [o.scored] : []));
  return {
    value: { suggestions, keepAsIs, globalScope, scored, judgement, overall },
    usage,
    engine: 'model',
    model: model || 'none',
  };
}
