import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * After the drain starts, how long a connection with no request in progress may still deliver one. A client
 * that keeps sending has usually written its next request already (unread, it looks idle): closing at once
 * would reset it. Within this window it is read and answered with `Connection: close`; the ones still idle
 * after it are closed.
 */
const LAST_CALL_MS = 1_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The connections of one HTTP server, so a shutdown can drain them without cutting an answer in half:
 * keep-alive clients that keep sending would otherwise be served forever on their open connections, and a
 * forced exit would then reset whatever they had in flight.
 *
 * After `drain()`: the port stops accepting; every answer not yet started, and every request still arriving on
 * an open connection, goes out with `Connection: close` (the client knows not to send on it again) and its
 * connection is closed once it is sent; connections still idle after LAST_CALL_MS are closed. Resolves when
 * none is left.
 */
export function drainableServer(server: Server, initial: Handler) {
  let handler = initial;
  let draining = false;
  const open = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.once("close", () => open.delete(res));
    if (draining) closeAfter(res);
    handler(req, res);
  });

  /** The answer tells the client the connection ends with it, and the socket is closed once it is sent. */
  function closeAfter(res: ServerResponse) {
    if (!res.headersSent) res.setHeader("Connection", "close");
    // Headers already on the wire said keep-alive: end the connection right after this answer instead.
    else res.once("finish", () => res.socket?.end());
  }

  return {
    /** The app that answers from now on (the starting app, then the real one). */
    setHandler(next: Handler) {
      handler = next;
    },
    drain(lastCallMs = LAST_CALL_MS): Promise<void> {
      draining = true;
      for (const res of open) closeAfter(res);
      return new Promise<void>((resolve) => {
        // The plain TCP close: stop accepting, resolve once every connection has ended. (http's own close()
        // would also close the idle-looking connections at once, resetting requests already on their way.)
        NetServer.prototype.close.call(server, () => resolve());
        const timer = setTimeout(() => server.closeIdleConnections(), lastCallMs);
        timer.unref();
      });
    },
    /** The last resort when the grace period runs out: every connection is cut. */
    destroyAll() {
      for (const socket of sockets) socket.destroy();
    },
  };
}
