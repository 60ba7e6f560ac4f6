import http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDataDir, startServerProcess, type ServerProcess } from "./support/process";

const METRICS_TOKEN = "metrics-token-for-overload-0123";
const ASSET = "/assets/entry-overload.js";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** From sending the request to the end of the answer. */
  ms: number;
}

/** One GET on a connection of its own, timed; rejects (instead of waiting forever) after `giveUpMs`. */
function timedGet(url: string, { headers = {}, giveUpMs = 20_000 }: { headers?: Record<string, string>; giveUpMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms: performance.now() - started }));
      response.on("error", reject);
    });
    request.setTimeout(giveUpMs, () => request.destroy(new Error(`no answer within ${giveUpMs} ms`)));
    request.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Page renders under way in the server now, from its /metrics (mounted before the load shedder, never refused). */
async function rendersInFlight(server: ServerProcess): Promise<number> {
  const metrics = await timedGet(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return Number(/^shop_requests_in_flight\{kind="render"\} (\d+)$/m.exec(metrics.body)?.[1] ?? NaN);
}
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const slowest = (answers: Answer[]) => Math.max(...answers.map((answer) => answer.ms));
const median = (answers: Answer[]) => answers.map((answer) => answer.ms).sort((a, b) => a - b)[Math.floor(answers.length / 2)] ?? NaN;

/**
 * The load tests of issue 35 (point 5): a real server process (stand-in pages of known cost, tests/api/support/
 * server-process.ts) saturated on purpose, with the bounds lowered so a few requests are enough. What must hold:
 * the overflow is answered 503 + Retry-After at once instead of queueing, every request ends within a few seconds,
 * and the probes, the metrics, the static files and the cached pages are still served.
 */
describe("a saturated server sheds load instead of queueing it", () => {
  let root: string;
  let server: ServerProcess;
  let lagServer: ServerProcess;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "overload-"));
    const client = path.join(root, "client");
    mkdirSync(path.join(client, "assets"), { recursive: true });
    writeFileSync(path.join(client, ASSET), "console.log('tải');\n");
    await Promise.all([seededDataDir(path.join(root, "data")), seededDataDir(path.join(root, "lag-data"))]);
    [server, lagServer] = await Promise.all([
      startServerProcess({
        DATA_DIR: path.join(root, "data"),
        TEST_PAGES: "1",
        TEST_CLIENT_BUILD_DIR: client,
        METRICS_TOKEN,
        MAX_CONCURRENT_RENDERS: "4",
        // Renders and API calls together: with 4 renders under way, an API call is one too many.
        MAX_CONCURRENT_REQUESTS: "4",
        // Not this server's subject: only the bounds on work in flight.
        MAX_EVENT_LOOP_LAG_MS: "0",
      }),
      startServerProcess({
        DATA_DIR: path.join(root, "lag-data"),
        TEST_PAGES: "1",
        MAX_EVENT_LOOP_LAG_MS: "150",
      }),
    ]);
  }, 90_000);

  afterAll(async () => {
    for (const running of [server, lagServer]) {
      if (running && running.child.exitCode === null && running.child.signalCode === null) {
        running.child.kill("SIGTERM");
        await running.exited;
      }
    }
    rmSync(root, { recursive: true, force: true });
  });

  it("40 fresh renders at once, 4 allowed: the overflow gets 503 + Retry-After in milliseconds, every request ends within seconds", { timeout: 40_000 }, async () => {
    // A shared page rendered once before the load: from then on it is a cache hit, cheap, never shed.
    expect((await timedGet(`${server.url}/work?ms=5&page=cached`)).status).toBe(200);

    // 40 renders of 200 ms of CPU and 2.5 s of waiting each, all different (nothing cached): 8 s of CPU and 100 s
    // of waiting one after the other.
    const renders = Array.from({ length: 40 }, (_, n) => timedGet(`${server.url}/work?ms=200&wait=2500&n=${n}`, { headers: { accept: "text/html" } }));
    // The API calls must arrive while the 4 admitted renders run: waiting a fixed time instead let a loaded CI
    // machine send them after the renders had ended, and all ten were served. The server's own count says when;
    // the renders' wait keeps them in flight for seconds, since this process can itself be kept off the CPU for a
    // second on a loaded machine (without it the poll once saw 0 for 10 s).
    await expect.poll(() => rendersInFlight(server), { timeout: 10_000, interval: 20 }).toBe(4);
    // While the renders run: API calls, the probes, the metrics, a static file and the cached page.
    const api = Array.from({ length: 10 }, () => timedGet(`${server.url}/api/products`));
    const [live, ready, asset, cached] = await Promise.all([
      timedGet(`${server.url}/healthz`),
      timedGet(`${server.url}/readyz`),
      timedGet(`${server.url}${ASSET}`),
      timedGet(`${server.url}/work?ms=5&page=cached`),
    ]);
    const pages = await Promise.all(renders);
    const apiAnswers = await Promise.all(api);

    // The overflow is refused at once, in Vietnamese, with a time to come back; no script in that page.
    const shedPages = pages.filter((answer) => answer.status === 503);
    expect(shedPages.length, `statuses: ${statuses(pages).join(" ")}`).toBeGreaterThanOrEqual(20);
    for (const answer of shedPages) {
      expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toContain('lang="vi"');
      expect(answer.body).toContain("quá tải");
      expect(answer.body).not.toMatch(/<script/i);
    }
    // A refusal takes the time to reach the server through its loop (50-400 ms seen, ~900 ms on a machine loaded
    // 4 times over), where a render that ran takes 800+ ms (4 at a time × 200 ms); before, all 40 queued and the
    // last one took ~8 s. Bounds an order of magnitude apart from that, not a benchmark.
    expect(median(shedPages), "the median 503").toBeLessThan(1_000);
    expect(slowest(shedPages), "the slowest 503").toBeLessThan(2_500);
    // The renders let through all completed, and nobody waited more than a few seconds.
    expect(pages.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(4);
    expect(statuses(pages).every((status) => status === 200 || status === 503)).toBe(true);
    // An admitted render takes its 2.5 s wait plus its share of the CPU; queued, the last would take over 25 s.
    expect(slowest(pages), "the slowest page").toBeLessThan(8_000);

    // The API's overflow: its JSON error, with Retry-After.
    const shedCalls = apiAnswers.filter((answer) => answer.status === 503);
    expect(shedCalls.length, `statuses: ${statuses(apiAnswers).join(" ")}`).toBeGreaterThanOrEqual(1);
    for (const answer of shedCalls) {
      expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining("quá tải") });
    }
    expect(statuses(apiAnswers).every((status) => status === 200 || status === 503)).toBe(true);
    expect(slowest(apiAnswers)).toBeLessThan(5_000);

    // Never shed: the probes, the static files, the cached page.
    expect(live.status).toBe(200);
    expect(ready.status).toBe(200);
    expect(asset.status).toBe(200);
    expect(cached.status).toBe(200);
    expect(cached.headers["x-page-cache"]).toBe("hit");

    // Counted for the operator, by reason.
    const metrics = await timedGet(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const shedRenders = Number(/^shop_requests_shed_total\{reason="renders"\} (\d+)$/m.exec(metrics.body)?.[1]);
    const shedRequests = Number(/^shop_requests_shed_total\{reason="requests"\} (\d+)$/m.exec(metrics.body)?.[1]);
    expect(shedRenders + shedRequests).toBe(shedPages.length + shedCalls.length);
    expect(shedRenders).toBeGreaterThanOrEqual(1);
    // And summed in the log, not one line per refusal (that would add to the overload).
    await expect.poll(() => server.output().match(/overloaded: refusing new requests/g)?.length ?? 0).toBe(1);
    expect(server.output()).not.toMatch(/"statusCode":503/);
  });

  it("a render that holds the event loop: the requests that queued behind it get 503 instead of waiting their turn", { timeout: 30_000 }, async () => {
    // Twelve renders that each hold the event loop 400 ms: one after the other, the last would wait ~5 s. Twelve
    // is under the default bound on renders (16): only the lag can refuse them.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => timedGet(`${lagServer.url}/block?ms=400&n=${n}`)));
    const shed = answers.filter((answer) => answer.status === 503);
    expect(shed.length, `statuses: ${statuses(answers).join(" ")}`).toBeGreaterThanOrEqual(1);
    for (const answer of shed) expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
    expect(statuses(answers).every((status) => status === 200 || status === 503)).toBe(true);
    expect(slowest(answers), "the slowest answer").toBeLessThan(3_500);

    // Once the loop is free again, requests are served as usual.
    await sleep(300);
    expect((await timedGet(`${lagServer.url}/api/products`)).status).toBe(200);
    expect((await timedGet(`${lagServer.url}/block?ms=1&n=after`)).status).toBe(200);
  });
});
