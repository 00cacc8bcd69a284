import { continuityCheck } from './continuity-check';
import { editorCheck } from './editor-check';
import { lintCheck } from './lint-check';
import type { ReviewCheck } from './types';
import { voiceCheck } from './voice-check';

/**
 * The review command's checks by the name `--checks` takes. A new check (a voice check, a human
 * editor's comments) is one more file exporting a ReviewCheck and one more line here.
 */
export const REVIEW_CHECKS = {
  lint: lintCheck,
  continuity: continuityCheck,
  editor: editorCheck,
  voice: voiceCheck,
} satisfies Record<string, ReviewCheck>;

export type ReviewCheckName = keyof typeof REVIEW_CHECKS;
export const DEFAULT_CHECKS: ReviewCheckName[] = ['lint', 'continuity'];
