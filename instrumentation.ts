// Runs once when the Next server starts. On Node it stamps every incoming request with the client
// address and scheme resolved from the socket (see lib/auth/trust-connection.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next dev` may register again after a reload: stamp once.
  const flag = Symbol.for('storyfold.stampClient');
  if ((globalThis as Record<symbol, unknown>)[flag]) return;
  (globalThis as Record<symbol, unknown>)[flag] = true;
  const http = await import('node:http');
  const { env } = await import('./lib/env');
  const { stampClient } = await import('./lib/auth/trust-connection');
  const trust = { proxies: env().TRUSTED_PROXIES, hops: env().TRUSTED_PROXY_HOPS };
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') stampClient(args[0] as import('node:http').IncomingMessage, trust);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
