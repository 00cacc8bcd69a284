import { reviewVoice } from '../offline/voice';
import type { ReviewCheck, ReviewFinding } from './types';

// The voice reviewer on each section's text: stock phrases, tense and point-of-view shifts. Each
// section is judged on its own, so a present-tense prologue is not measured against chapter one.

export const voiceCheck: ReviewCheck = async (doc) =>
  doc.sections.flatMap((section) =>
    reviewVoice({ text: doc.text.slice(section.bodyStart, section.end), language: doc.language }).map(
      (f): ReviewFinding => ({
        check: 'voice',
        kind: f.kind,
        priority: f.priority,
        summary: f.summary,
        quote: f.anchor.quote,
        start: f.anchor.start + section.bodyStart,
        end: f.anchor.end + section.bodyStart,
        evidence: [],
        ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
      }),
    ),
  );
