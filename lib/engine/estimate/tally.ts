import type { ModelRole } from '../types';
import type { RoleTokens, TokenEstimate, WorkLabel } from './types';

/** The model requests an estimate expects, summed per role. */
export class Tally {
  private readonly byRole: Partial<Record<ModelRole, RoleTokens>> = {};
  private calls = 0;

  add(role: ModelRole, input: number, output: number): void {
    const tokens = (this.byRole[role] ??= { input: 0, output: 0 });
    tokens.input += Math.max(0, Math.round(input));
    tokens.output += Math.max(0, Math.round(output));
    this.calls++;
  }

  result(work: WorkLabel): TokenEstimate {
    return { work, byRole: this.byRole, calls: this.calls };
  }
}
