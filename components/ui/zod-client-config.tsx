'use client';

import { z } from 'zod';

// zod probes `new Function('')` to decide whether it may compile parsers; under the app's CSP
// (no 'unsafe-eval') the probe is refused and reported as a violation. Interpreted parsing is
// plenty fast for forms, so the browser never compiles.
z.config({ jitless: true });

/** Rendered once by the root layout so the setting above is applied before any form parses. */
export function ZodClientConfig() {
  return null;
}
