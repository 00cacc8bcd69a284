import type { RewriteProgress } from './types';

/** Seed 004's CLICallbackHandler: one "INFO:" line per event, for stderr. */
export function lineProgress(write: (line: string) => void): RewriteProgress {
  return {
    onStageStart: (stage) => write(`INFO: Stage start: ${stage}…`),
    onStageEnd: (stage, summary) => write(`INFO: Stage end: ${stage} (${summary}).`),
    onSection: (e) =>
      write(
        e.action === 'write'
          ? `INFO: [${e.stage}] Writing section ${e.index}/${e.total}: ${e.title}`
          : `INFO: [${e.stage}] Round ${e.round}: revising section ${e.index}/${e.total}: ${e.title}`,
      ),
    onRound: (e) =>
      write(
        `INFO: [review] Round ${e.round}: ${e.counts.high} high, ${e.counts.medium} medium, ${e.counts.low} low; revising ${e.sections.length} section(s).`,
      ),
  };
}
