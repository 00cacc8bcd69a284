import type { BlueTeamReview } from '../schemas/blue-team';
import type { ClientReview } from '../schemas/client';
import type { RedTeamReview } from '../schemas/red-team';
import type { GlobalReview, SectionReview } from '../schemas/scored-review';
import type { VoiceReview } from '../schemas/voice';
import type { ScoredReview } from '../../../workflow/section-scores';
import type { Finding } from './findings';

// Each reviewer's own output shape, turned into findings of one shape.

type Improvement = RedTeamReview['improvements'][number];

/** An improvement as the red team and the judge both phrase it, raised by `role`. */
export function improvementFinding(role: string, i: Improvement): Finding {
  return {
    role,
    type: i.category,
    priority: i.priority,
    sectionId: i.section,
    quote: i.quote,
    issue: i.issue,
    expected: i.expected,
    example: i.example,
  };
}

export function redTeamFindings(r: RedTeamReview): Finding[] {
  return r.improvements.map((i) => improvementFinding('red', i));
}

export function blueTeamFindings(r: BlueTeamReview): Finding[] {
  return r.enhancements.map((e) => ({
    role: 'blue',
    // The blue team builds on what works: its enhancements are matters of style.
    type: 'style',
    priority: e.priority,
    sectionId: e.section,
    quote: e.quote,
    issue: e.suggestion,
    expected: e.expected,
    notes: [`Builds on: ${e.aspect}`],
  }));
}

/** The blue team's strengths, as the reviser's keep list; the passage goes along when there is one. */
export function blueTeamKeep(r: BlueTeamReview): { aspect: string; reason: string }[] {
  return r.keepAsIs.map((k) => ({ aspect: k.quote ? `${k.aspect} — “${k.quote}”` : k.aspect, reason: k.reason }));
}

export function clientFindings(r: ClientReview): Finding[] {
  const concerns = (list: ClientReview['marketConcerns'], need: string, type: string): Finding[] =>
    list.map((c) => ({
      role: 'client',
      type,
      priority: c.priority,
      sectionId: c.section,
      quote: c.quote,
      issue: c.concern,
      expected: c.expected,
      notes: [`Need: ${need}`],
    }));
  const gaps = r.businessGaps.map((g): Finding => ({
    role: 'client',
    // The client names what its needs are missing.
    type: 'completeness',
    priority: g.priority,
    sectionId: g.section,
    quote: g.quote,
    issue: g.gap,
    expected: g.requiredInfo,
    notes: [`Need: ${g.aspect}`, `Impact: ${g.impact}`],
  }));
  return [
    ...gaps,
    ...concerns(r.marketConcerns, 'market', 'completeness'),
    ...concerns(r.feasibilityConcerns, 'feasibility', 'logic'),
  ];
}

export function sectionReviewFindings(r: SectionReview, sectionId: string): Finding[] {
  return r.issues.map((i) => ({
    role: 'section',
    type: i.type,
    priority: i.priority,
    sectionId,
    quote: i.quote,
    issue: i.issue,
    expected: i.expected,
    example: i.example,
    notes: [`Verdict: ${r.verdict}`],
  }));
}

export function globalReviewFindings(r: GlobalReview): Finding[] {
  return r.issues.map((i) => ({
    role: 'global',
    type: i.type,
    priority: i.priority,
    sectionId: i.section,
    quote: i.quote,
    issue: i.issue,
    expected: i.expected,
    example: i.example,
  }));
}

/** A section or global review's scores, verdict and comment, kept beside its findings. */
export function scoredReview(r: SectionReview | GlobalReview, sectionId: string | null): ScoredReview {
  return {
    sectionId,
    dimensions: r.dimensions,
    verdict: r.verdict,
    comment: r.comment,
    seriousIssues: r.issues.filter((i) => i.priority === 'high').length,
  };
}

/**
 * The global reviewer's "rewrite" verdict as a finding for the whole document, so every section is
 * revised even when its issues name only some of them.
 */
export function globalRewriteFinding(r: GlobalReview): Finding {
  return {
    role: 'global',
    type: 'rewrite',
    priority: 'high',
    sectionId: null,
    quote: '',
    issue: `The global reviewer asks for every section to be rewritten: ${r.comment}`,
    expected: 'Each section rewritten to resolve the issues the global review raised for the whole document',
  };
}

/** The voice reviewer's findings: matters of style, or of consistency where narration slips its tense or person. */
export function voiceFindings(r: VoiceReview): Finding[] {
  return r.findings.map((f) => ({
    role: 'voice',
    type: f.kind,
    priority: f.priority,
    sectionId: f.section,
    quote: f.quote,
    issue: f.issue,
    expected: f.expected,
  }));
}
