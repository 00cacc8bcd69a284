import type { z } from 'zod';
import type { GenerateArtifactInput } from '../../types';

// Rules the template schemas cannot state on their own (uniqueness, counts from the config). A
// reply that breaks one goes back to the model for repair like any schema failure.

type Check = (value: any, input: GenerateArtifactInput, ctx: z.RefinementCtx) => void;

function unique(list: unknown[] | undefined, field: string, path: string, ctx: z.RefinementCtx) {
  const seen = new Set<unknown>();
  (list ?? []).forEach((item, i) => {
    const v = (item as Record<string, unknown>)[field];
    if (seen.has(v))
      ctx.addIssue({
        code: 'custom',
        path: [path, i, field],
        message: `Duplicate ${field} "${String(v)}": each must be unique`,
      });
    seen.add(v);
  });
}

const CHECKS: Record<string, Check> = {
  'story/brief': (v, _i, ctx) => unique(v.characters, 'name', 'characters', ctx),
  'story/outline': (v, _i, ctx) => unique(v.chapters, 'key', 'chapters', ctx),
  'paper/plan': (v, _i, ctx) => {
    unique(v.sections, 'id', 'sections', ctx);
    unique(v.sections, 'displayNumber', 'sections', ctx);
  },
  'script/plan': (v, input, ctx) => {
    unique(v.characters, 'name', 'characters', ctx);
    const players = (input.config as { playerCount?: unknown } | null)?.playerCount;
    if (typeof players === 'number' && (v.characters?.length ?? 0) < players) {
      ctx.addIssue({
        code: 'custom',
        path: ['characters'],
        message: `List at least ${players} characters: one per player, players first`,
      });
    }
  },
  'script/outline': (v, _i, ctx) => {
    unique(v.clueChainDesign, 'clueId', 'clueChainDesign', ctx);
    unique(v.branchSkeleton, 'nodeId', 'branchSkeleton', ctx);
  },
  'rewrite/outline': (v, _i, ctx) => unique(v.sections, 'key', 'sections', ctx),
};

export function withArtifactChecks(input: GenerateArtifactInput, schema: z.ZodType): z.ZodType {
  const check = CHECKS[`${input.template}/${input.stageKey}`];
  return check ? schema.superRefine((value, ctx) => check(value, input, ctx)) : schema;
}
