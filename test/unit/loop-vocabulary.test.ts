import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/i18n/messages';
import { ROUND_DECISIONS } from '../../lib/workflow/loop/decisions';
import { ROUND_STATUSES, STOP_REASONS } from '../../lib/workflow/loop/types';
import { SUGGESTION_STATUSES } from '../../lib/workflow/suggestions';
import { REVIEWER_ROLES } from '../../lib/workflow/templates/types';
import { RUN_KINDS } from '../../lib/data/runs/kinds';

// Every status, decision, stop reason and reviewer role the loop code can store is shown in words, in both
// languages, on the stage page (loops.labels), the shared page and the admin pages (share.*):
// the label helpers fall back to the raw value, so a missing key would put "edit_reassess" on screen.
const lookup = (obj: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

const VOCABULARY: [string, readonly string[]][] = [
  ['loops.labels.suggestionStatus', SUGGESTION_STATUSES],
  ['loops.labels.roundStatus', ROUND_STATUSES],
  ['loops.labels.decision', ROUND_DECISIONS],
  ['loops.labels.stopReason', STOP_REASONS],
  ['loops.labels.role', REVIEWER_ROLES],
  ['share.suggestions.role', REVIEWER_ROLES],
  ['share.suggestions.status', SUGGESTION_STATUSES],
  ['share.round.status', ROUND_STATUSES],
  ['share.round.decision', ROUND_DECISIONS],
  ['share.round.stopReason', STOP_REASONS],
  ['admin.runs.kinds', Object.keys(RUN_KINDS)],
];

describe('the loop vocabulary is translated', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`has words in ${language} for every value shown`, () => {
      const missing = VOCABULARY.flatMap(([group, values]) =>
        values.map((v) => `${group}.${v}`).filter((key) => typeof lookup(MESSAGES[language], key) !== 'string'),
      );
      expect(missing).toEqual([]);
    });
  }
});
