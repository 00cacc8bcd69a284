'use client';

// zod probes `new Function('')` to decide whether it may compile parsers; under the app's CSP
// (no 'unsafe-eval') the probe is refused and reported as a violation. Interpreted parsing is
// plenty fast for forms, so the browser never compiles. zod keeps its settings in one object on
// `globalThis`, read as it builds and runs schemas: set here without importing zod, which then loads
// only on pages that use it (the stage page does not), whether before this module or after it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

/** Rendered once by the root layout so the setting above is applied before any form parses. */
export function ZodClientConfig() {
  return null;
}
