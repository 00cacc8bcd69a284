import { EngineError, type CallContext, type Engine } from '../engine/types';
import { fillSections } from './fill';
import { planOutline } from './outline';
import { rewriteMarkdown } from './render';
import { rewriteConfigFor } from './request';
import { reviewAndPatch } from './review';
import { Tally } from './tally';
import type { RewriteProgress, RewriteRequest, RewriteResult, RewriteStage } from './types';

// Seed 004's three-stage rewrite, in process and without a database: outline → fill the sections in
// order with a rolling context → review and targeted patch (at most three rounds).

/** A failure, with the stage it happened in; `code` is the EngineError code, or "invalid_input" / "unexpected". */
export class RewriteError extends Error {
  constructor(
    readonly stage: RewriteStage | 'request',
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RewriteError';
  }
}

export interface RewriteOptions {
  engine: Engine;
  progress?: RewriteProgress;
  /** Review rounds that patch, 1..3 (default 3). */
  maxRounds?: number;
  signal?: AbortSignal;
}

async function inStage<T>(
  stage: RewriteStage,
  progress: RewriteProgress | undefined,
  work: () => Promise<T>,
  summary: (value: T) => string,
): Promise<T> {
  progress?.onStageStart?.(stage);
  let value: T;
  try {
    value = await work();
  } catch (error) {
    if (error instanceof EngineError) throw new RewriteError(stage, error.code, error.message, { cause: error });
    throw new RewriteError(stage, 'unexpected', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  progress?.onStageEnd?.(stage, summary(value));
  return value;
}

export async function runRewrite(request: RewriteRequest, options: RewriteOptions): Promise<RewriteResult> {
  const checked = rewriteConfigFor(request);
  if (!checked.ok) throw new RewriteError('request', 'invalid_input', checked.message);
  const config = checked.value;
  const { engine, progress } = options;
  const tally = new Tally(engine.kind);
  const ctx: CallContext = { signal: options.signal };

  const outline = await inStage(
    'outline',
    progress,
    () => planOutline(engine, config, tally, ctx),
    (o) =>
      `${o.outline.sections.length} sections planned${Object.keys(o.sources).length ? ` from ${new Set(Object.values(o.sources)).size} parts of the original` : ''}`,
  );
  const draft = await inStage(
    'sections',
    progress,
    () => fillSections(engine, config, outline, { tally, progress, ctx }),
    (s) => `${s.length} sections written`,
  );
  const reviewed = await inStage(
    'review',
    progress,
    () =>
      reviewAndPatch(engine, draft, {
        language: config.language,
        outline: outline.outline,
        tally,
        maxRounds: options.maxRounds,
        progress,
        ctx,
      }),
    (r) => `${r.outcome.rounds.length} round(s), stopped: ${r.outcome.stopReason}`,
  );

  const document = { title: outline.outline.title, sections: reviewed.sections };
  return {
    document,
    markdown: rewriteMarkdown(document),
    review: reviewed.outcome,
    language: config.language,
    engine: tally.summary(),
    usage: tally.usage,
  };
}
