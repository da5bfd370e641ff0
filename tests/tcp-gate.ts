import { createConnection, createServer, type Socket } from 'node:net';
import { freePort } from './free-port.ts';

export interface TcpGate {
  /** The loopback port to connect to instead of the target's. */
  port: number;
  /** The dependency goes down: open connections are cut and new ones are closed as soon as they open. */
  cut: () => void;
  /** The dependency is back. */
  restore: () => void;
  close: () => Promise<void>;
}

/**
 * A TCP forwarder in front of a dependency (PostgreSQL, s3rver) that a test can cut and restore, to see
 * the server through an outage and back without stopping the dependency itself.
 */
export async function startTcpGate(targetPort: number): Promise<TcpGate> {
  const port = await freePort();
  const open = new Set<Socket>();
  let cutOff = false;
  const server = createServer((client) => {
    if (cutOff) return client.destroy();
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    cut: () => {
      cutOff = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      cutOff = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
