import type { EngineKind, EngineResult, Usage } from '../engine/types';

/** Tokens and model names over every engine call of one rewrite. */
export class Tally {
  readonly usage: Usage = { inputTokens: 0, outputTokens: 0 };
  private readonly models = new Set<string>();

  constructor(readonly engine: EngineKind) {}

  /** Counts the call and hands back its value. */
  take<T>(result: EngineResult<T>): T {
    this.usage.inputTokens += result.usage.inputTokens;
    this.usage.outputTokens += result.usage.outputTokens;
    this.models.add(result.model);
    return result.value;
  }

  summary(): { kind: EngineKind; models: string[] } {
    return { kind: this.engine, models: [...this.models] };
  }
}
