import net from 'node:net';

/** True when nothing listens on host:port (checked by binding it for a moment). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly what: string,
    readonly variable: string,
  ) {
    super(`Port ${port} (${what}) is already in use. Stop whatever uses it, or set ${variable} to another port.`);
  }
}

export async function assertPortFree(port: number, what: string, variable: string): Promise<void> {
  if (!(await portIsFree(port))) throw new PortInUseError(port, what, variable);
}
