import type { z } from 'zod';
import type { GenerateArtifactInput } from '../../types';

// Rules the template schemas cannot state on their own (counts from the project's settings; uniqueness
// and non-empty fields live in the schemas). A reply that breaks one goes back to the model for repair.

type Check = (value: any, input: GenerateArtifactInput, ctx: z.RefinementCtx) => void;

const CHECKS: Record<string, Check> = {
  'script/plan': (v, input, ctx) => {
    const players = (input.config as { playerCount?: unknown } | null)?.playerCount;
    if (typeof players === 'number' && (v.characters?.length ?? 0) < players) {
      ctx.addIssue({
        code: 'custom',
        path: ['characters'],
        message: `List at least ${players} characters: one per player, players first`,
      });
    }
  },
};

export function withArtifactChecks(input: GenerateArtifactInput, schema: z.ZodType): z.ZodType {
  const check = CHECKS[`${input.template}/${input.stageKey}`];
  return check ? schema.superRefine((value, ctx) => check(value, input, ctx)) : schema;
}
