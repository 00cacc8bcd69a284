import { assessOffline } from '../offline/assess';
import type { ReviewCheck, ReviewFinding } from './types';

// The offline engine's lint reviewer on each section's text (after its heading line); its anchors
// move by the section's offset. A name-drift finding's expected spelling is an exact replacement.

export const lintCheck: ReviewCheck = async (doc) => {
  const sections = doc.sections.map((s, i) => ({
    id: String(i),
    title: s.title,
    goal: '',
    targetLength: 0,
    text: doc.text.slice(s.bodyStart, s.end),
  }));
  const canonicalNames = doc.bible.filter((e) => e.kind === 'character').map((e) => e.name);
  const { suggestions } = assessOffline({
    template: 'story',
    stageKey: 'final',
    language: doc.language,
    roles: ['lint'],
    sections,
    upstream: {},
    canonicalNames,
    bible: doc.bible,
    previous: { accepted: [], rejected: [] },
  });
  return suggestions.flatMap((s): ReviewFinding[] => {
    if (!s.anchor || s.sectionId === null) return [];
    const offset = doc.sections[Number(s.sectionId)].bodyStart;
    return [
      {
        check: 'lint',
        kind: s.type,
        priority: s.priority,
        summary: s.summary,
        quote: s.anchor.quote,
        start: s.anchor.start + offset,
        end: s.anchor.end + offset,
        evidence: [],
        ...(s.type === 'name-drift' ? { replacement: s.expected } : {}),
      },
    ];
  });
};
