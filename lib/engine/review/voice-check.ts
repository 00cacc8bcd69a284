import { reviewVoice } from '../offline/voice';
import { sentenceProfile } from '../../workflow/voice/profile';
import type { ReviewCheck, ReviewFinding } from './types';

// The voice reviewer on each section's text: stock phrases, tense and point-of-view shifts. Each
// section is judged on its own, so a present-tense prologue is not measured against chapter one.
// Style drift is measured against the whole manuscript's profile: the file is the writer's own text.

export const voiceCheck: ReviewCheck = async (doc) => {
  const texts = doc.sections.map((section) => doc.text.slice(section.bodyStart, section.end));
  const profile = sentenceProfile(texts);
  return doc.sections.flatMap((section, i) =>
    reviewVoice({ text: texts[i], language: doc.language, profile }).map((f): ReviewFinding => ({
      check: 'voice',
      kind: f.kind,
      priority: f.priority,
      summary: f.summary,
      quote: f.anchor.quote,
      start: f.anchor.start + section.bodyStart,
      end: f.anchor.end + section.bodyStart,
      evidence: [],
      ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
    })),
  );
};
