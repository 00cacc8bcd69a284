/**
 * Who is on the other end of a request. The address comes from the socket; X-Forwarded-For and
 * X-Forwarded-Proto are believed only from proxies the operator named (TRUSTED_PROXIES) or counted
 * (TRUSTED_PROXY_HOPS). Anything else a client sends in those headers is ignored.
 */
export interface Trust {
  proxies: string[];
  hops: number;
}

export interface Connection {
  socketAddress: string | undefined;
  encrypted: boolean;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
}

/** Headers the server sets from the socket; any value a client sent under these names is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-storyfold-client-address';
export const CLIENT_PROTO_HEADER = 'x-storyfold-client-proto';

const normalise = (address: string) =>
  address
    .trim()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')
    .replace(/^\[(.*)\]$/, '$1');

export function resolveClient(c: Connection, trust: Trust): { address: string; https: boolean } {
  const socket = normalise(c.socketAddress ?? '') || 'unknown';
  const forwarded = (c.forwardedFor ?? '').split(',').map(normalise).filter(Boolean);
  const proto = (c.forwardedProto ?? '').split(',').map((p) => p.trim().toLowerCase());
  // Nearest hop last: what the socket sees, then what each proxy in turn appended.
  const chain = [...forwarded, socket];
  if (trust.hops > 0) {
    if (forwarded.length === 0) return { address: socket, https: c.encrypted };
    return { address: chain[Math.max(0, chain.length - 1 - trust.hops)], https: proto[0] === 'https' };
  }
  if (trust.proxies.length > 0 && trust.proxies.map(normalise).includes(socket)) {
    const trusted = new Set(trust.proxies.map(normalise));
    let i = chain.length - 1;
    while (i > 0 && trusted.has(chain[i])) i--;
    return { address: chain[i], https: proto[0] === 'https' };
  }
  return { address: socket, https: c.encrypted };
}
