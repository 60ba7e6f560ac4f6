import { Transform, type TransformCallback } from "node:stream";
import { inspect } from "node:util";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { maskPersonalData } from "#common/personal-data-masks";
import { NonceContext } from "./lib/nonce";
import { movePreloadsAfterPaint } from "./lib/preloads-after-paint.server";

export const streamTimeout = 5_000;

/**
 * React Router's own refusals of a request (405: a POST to a page that has no action; 400, 404) carry an Error
 * whose stack its default handler printed, some twenty lines for a client's mistake. The request's own log line
 * (server/http/request-log.ts) already says `POST /admin/… 405`; only what failed on the server is printed, as
 * React Router does (the Error inside a 5xx answer, or the error itself), and nothing for a request the client
 * abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  printError(isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error);
};

/**
 * Prints a server-side failure as it is, unless its text holds a phone or an e-mail (a database error's detail, a
 * message quoting a form): then its text with those masked (issue 45 point 7, decision 0062).
 */
function printError(error: unknown): void {
  const text = inspect(error);
  const masked = maskPersonalData(text);
  console.error(masked === text ? error : masked);
}

/**
 * The response body: React writes the page in 4 kB pieces and calls `flush()` when it has written all it can for
 * now, so the pieces are handed on as one chunk at each flush. One write per flush instead of one per 4 kB spares
 * the compression stream and the socket dozens of tiny flushes per page.
 */
class BatchedBody extends Transform {
  private pending: Buffer[] = [];
  private headWritten = false;

  constructor(
    private readonly nonce: string | undefined,
    private readonly onEnd: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    done();
  }

  flush() {
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    if (this.headWritten) {
      this.push(chunk);
      return;
    }
    // The shell's first flush holds the whole head, with the module preloads React hoisted into it. Only the head
    // is decoded and rewritten: the body can be most of a 60 kB page.
    this.headWritten = true;
    const headEnd = chunk.indexOf("</head>");
    if (headEnd < 0) {
      this.push(chunk);
      return;
    }
    const head = movePreloadsAfterPaint(chunk.toString("utf8", 0, headEnd + "</head>".length), this.nonce);
    this.push(Buffer.concat([Buffer.from(head, "utf8"), chunk.subarray(headEnd + "</head>".length)]));
  }

  override _flush(done: TransformCallback) {
    this.flush();
    this.onEnd();
    done();
  }
}

/**
 * React Router's default Node entry, plus the CSP nonce on every inline script it writes, and the module preloads
 * started after the first paint (app/lib/preloads-after-paint.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new BatchedBody(nonce, () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) printError(error);
        },
      },
    );
  });
}
