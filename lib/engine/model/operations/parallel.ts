/**
 * Runs jobs in parallel under one signal: the first failure cancels the rest (their rows are
 * recorded as cancelled) and is the error reported. The caller's signal cancels everything.
 */
export async function allOrAbort<T>(jobs: ((signal: AbortSignal) => Promise<T>)[], outer?: AbortSignal): Promise<T[]> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', stop, { once: true });
  let first: { error: unknown } | undefined;
  try {
    const settled = await Promise.allSettled(
      jobs.map((job) =>
        job(controller.signal).catch((error: unknown) => {
          first ??= { error };
          controller.abort();
          throw error;
        }),
      ),
    );
    if (first) throw first.error;
    return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
  } finally {
    outer?.removeEventListener('abort', stop);
  }
}

export function addUsage(
  a: { inputTokens: number; outputTokens: number },
  b: { inputTokens: number; outputTokens: number },
) {
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
}
