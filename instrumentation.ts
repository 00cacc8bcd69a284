// Runs once when the Next server starts. On Node it stamps every incoming request with the client
// address and scheme resolved from the socket and the trusted proxies (lib/auth/trust-connection.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./lib/auth/stamp-requests')).stampEveryRequest();
}
