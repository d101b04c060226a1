import { connect, createServer, type Server, type Socket } from "node:net";

export type TcpProxy = {
  port: number;
  /** Connections currently open through the proxy. */
  open: () => number;
  /**
   * Simulates the database going down: every open connection is destroyed and the port stops
   * listening, so new connections are refused (ECONNREFUSED), as with a stopped PostgreSQL.
   */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/** A TCP relay on 127.0.0.1 to `target`, which a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    const srv = createServer((client) => {
      const upstream = connect(target.port, target.host);
      const pair: [Socket, Socket] = [client, upstream];
      pairs.add(pair);
      const drop = () => {
        pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on("error", drop);
      upstream.on("error", drop);
      client.on("close", drop);
      upstream.on("close", drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      srv.once("error", reject);
      srv.listen(port, "127.0.0.1", () => {
        srv.off("error", reject);
        resolve();
      });
    });
    const address = srv.address();
    port = typeof address === "object" && address ? address.port : port;
    server = srv;
  };

  const stopListening = async () => {
    const srv = server;
    server = undefined;
    if (!srv) return;
    const closed = new Promise<void>((resolve) => srv.close(() => resolve()));
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    open: () => pairs.size,
    cut: stopListening,
    restore: async () => {
      if (!server) await listen();
    },
    close: stopListening,
  };
}
