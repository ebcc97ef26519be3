import {
  createServer,
  connect as connectTcp,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';

/**
 * A phone's network link to a server: a TCP relay on a port of its own that the test can cut
 * and restore. Cut, it drops every connection through it at once (both ends see the socket
 * close, as when a phone walks into a lift) and refuses new ones, so the client's reconnection
 * attempts fail until the link is restored.
 */
export interface Link {
  /** The server's address through the link (http://127.0.0.1:port). */
  url: string;
  /** Whether connections pass. */
  readonly up: boolean;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function openLink(target: string): Promise<Link> {
  const { hostname, port } = new URL(target);
  const pairs = new Set<[Socket, Socket]>();
  let up = true;
  const server: Server = createServer((incoming) => {
    if (!up) {
      incoming.destroy();
      return;
    }
    const outgoing = connectTcp({ host: hostname, port: Number(port) });
    const pair: [Socket, Socket] = [incoming, outgoing];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      incoming.destroy();
      outgoing.destroy();
    };
    incoming.on('error', end).on('close', end);
    outgoing.on('error', end).on('close', end);
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  const cut = () => {
    up = false;
    for (const [incoming, outgoing] of [...pairs]) {
      incoming.destroy();
      outgoing.destroy();
    }
    pairs.clear();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    get up() {
      return up;
    },
    cut,
    restore() {
      up = true;
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
