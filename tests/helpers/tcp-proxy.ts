import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP proxy that a test can cut, as if the database server behind it went away, and restore. */
export interface TcpProxy {
  /** `url` (a PostgreSQL URL) with its host and port replaced by the proxy's. */
  via: (url: string) => string;
  /** Drops every connection and refuses new ones (ECONNREFUSED), until restore. */
  cut: () => Promise<void>;
  /** Cuts once `bytes` more have gone from the app to the database: in the middle of a large statement. */
  cutAfter: (bytes: number) => Promise<void>;
  /** Keeps every connection open but passes nothing on, as a network partition would, until resume. */
  stall: () => void;
  resume: () => void;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let sentToDatabase = 0;
  let cutAt = Infinity;
  let onCut: () => void = () => undefined;
  let stalled = false;
  const held: Array<() => void> = [];

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      sentToDatabase += chunk.length;
      if (sentToDatabase >= cutAt) onCut();
    });
    // Forwarded by hand rather than piped, so that a stall can hold the bytes back.
    const forward = (to: Socket) => (chunk: Buffer) => (stalled ? held.push(() => to.write(chunk)) : to.write(chunk));
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject).listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;

  const cut = async () => {
    cutAt = Infinity;
    const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    sockets.forEach((socket) => socket.destroy());
    await closed;
  };
  return {
    via: (url) => {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      held.splice(0).forEach((send) => send());
    },
    cutAfter: (bytes) =>
      new Promise<void>((resolve) => {
        cutAt = sentToDatabase + bytes;
        onCut = () => void cut().then(resolve);
      }),
    // The same port again, so the app's connection settings stay right.
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
    close: cut,
  };
}
