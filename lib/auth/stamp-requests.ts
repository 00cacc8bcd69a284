import http from 'node:http';
import { env } from '../env';
import { stampClient } from './trust-connection';

/**
 * Every request the Next server receives is stamped (stampClient) before Next reads it. Installed
 * once per process by instrumentation.ts; `next dev` may register again after a reload.
 */
export function stampEveryRequest(): void {
  const flag = Symbol.for('storyfold.stampClient');
  const registry = globalThis as Record<symbol, unknown>;
  if (registry[flag]) return;
  registry[flag] = true;
  const trust = { proxies: env().TRUSTED_PROXIES, hops: env().TRUSTED_PROXY_HOPS };
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') stampClient(args[0] as http.IncomingMessage, trust);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
