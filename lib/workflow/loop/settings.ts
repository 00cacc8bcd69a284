import { z } from 'zod';
import { PRIORITIES } from '../suggestions';

/** Auto-mode settings of one loop (DESIGN §4), shared by the form, the job runner and the simulator. */
const LoopSettingsSchema = z.object({
  maxRounds: z.number().int().min(1).max(10).default(3).describe('Most rounds that revise'),
  accept: z.array(z.enum(PRIORITIES)).min(1).default(['high', 'medium']).describe('Priorities accepted automatically'),
  continueOn: z
    .array(z.enum(PRIORITIES))
    .min(1)
    .default(['high'])
    .describe('The loop goes on while a suggestion of one of these priorities is left'),
  tokenBudget: z.number().int().positive().nullable().default(null).describe('Stop once this many tokens are spent'),
  stopRequested: z.boolean().default(false).describe('The author pressed stop'),
});
export type LoopSettings = z.output<typeof LoopSettingsSchema>;
export type LoopSettingsInput = z.input<typeof LoopSettingsSchema>;

export function loopSettings(input: LoopSettingsInput = {}): LoopSettings {
  return LoopSettingsSchema.parse(input);
}
