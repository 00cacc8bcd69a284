/** Share of the timeout a reply may take at the server's observed speed: the rest is prompt time and margin. */
const TIMEOUT_SHARE = 0.6;
/** Replies shorter than this say little about generation speed. */
const MIN_SAMPLE_TOKENS = 32;
const MIN_CAP_TOKENS = 64;

/**
 * How fast the server writes, learnt from its replies (output tokens over latency, prompt time
 * included, so it errs slow). Caps are kept within what it can write before the timeout: a slow CPU
 * server gets shorter requests that finish, continued where needed, instead of ones that time out.
 * An attempt that timed out halves the rate it implied.
 */
export class OutputRate {
  private tokensPerMs: number | undefined;

  observe(outputTokens: number, latencyMs: number): void {
    if (outputTokens < MIN_SAMPLE_TOKENS || latencyMs <= 0) return;
    const rate = outputTokens / latencyMs;
    this.tokensPerMs = this.tokensPerMs === undefined ? rate : (this.tokensPerMs + rate) / 2;
  }

  timedOut(maxOutputTokens: number, timeoutMs: number): void {
    const implied = maxOutputTokens / timeoutMs / 2;
    this.tokensPerMs = Math.min(this.tokensPerMs ?? implied, implied);
  }

  /** The cap to send: at most what the server is seen to write within the timeout's share. */
  cap(maxOutputTokens: number, timeoutMs: number): number {
    if (this.tokensPerMs === undefined) return maxOutputTokens;
    const affordable = Math.floor(this.tokensPerMs * timeoutMs * TIMEOUT_SHARE);
    return Math.max(Math.min(MIN_CAP_TOKENS, maxOutputTokens), Math.min(maxOutputTokens, affordable));
  }
}
