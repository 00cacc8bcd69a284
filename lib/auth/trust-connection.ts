import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, CLIENT_PROTO_HEADER, resolveClient, type Trust } from './client-address';

/**
 * Route handlers never see the socket, and Next keeps a client-sent X-Forwarded-For as it is. So
 * every request is stamped, before Next reads it, with the client address and scheme resolved from
 * the socket and the trusted proxies; the app reads only these stamps.
 */
export function stampClient(req: IncomingMessage, trust: Trust): void {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(',') : v;
  };
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  const client = resolveClient(
    {
      socketAddress: socket?.remoteAddress,
      encrypted: Boolean(socket?.encrypted),
      forwardedFor: header('x-forwarded-for'),
      forwardedProto: header('x-forwarded-proto'),
    },
    trust,
  );
  req.headers[CLIENT_ADDRESS_HEADER] = client.address;
  req.headers[CLIENT_PROTO_HEADER] = client.https ? 'https' : 'http';
  // Next fills these only when absent; what it and its libraries read must be the resolved values.
  req.headers['x-forwarded-for'] = client.address;
  req.headers['x-forwarded-proto'] = client.https ? 'https' : 'http';
  delete req.headers['x-real-ip'];
}
