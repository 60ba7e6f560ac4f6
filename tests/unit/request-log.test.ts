import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLogging } from "../../server/http/request-log";
import { createLogger, type LogFormat } from "../../server/logger";

/** A small Express app behind the server's request logging, writing its log into memory in `format`. */
async function loggedApp(format: LogFormat) {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const app = express();
  app.use(requestLogging(createLogger("info", { format, destination })));
  app.get("/healthz", (_req, res) => void res.send("ok"));
  app.get("/products/:id", (req, res) => {
    req.log.info({ productId: req.params.id }, "product read");
    res.send("a page");
  });
  app.post("/admin/settings", (_req, res) => void res.status(405).send("Method Not Allowed"));
  app.get("/broken", (_req, res) => void res.status(500).send("broken"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fetch: async (path: string, init?: RequestInit) => {
      const response = await fetch(`${base}${path}`, init);
      await response.text();
      // The line is written when the response has finished, which may be just after the client has it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return response;
    },
    text: () => chunks.join(""),
    clear: () => void chunks.splice(0),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("one line per request", () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp("json");
  });
  afterAll(async () => {
    await app.close();
  });

  const entries = () =>
    app
      .text()
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("at info: method, path, status and duration, in the message and as fields; no headers, no query", async () => {
    app.clear();
    await app.fetch("/products/2?token=signed-link-secret", { headers: { cookie: "sid=session-secret" } });
    const [read, request] = entries();
    expect(request).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: expect.any(Number),
      method: "GET",
      path: "/products/2",
      status: 200,
      durationMs: expect.any(Number),
      msg: expect.stringMatching(/^GET \/products\/2 200 \d+ ms$/),
    });
    // What the handler logged through req.log carries the request's id, not the request.
    expect(read).toMatchObject({ level: 30, reqId: request!.reqId, productId: "2", msg: "product read" });
    expect(read).not.toHaveProperty("req");
    expect(app.text()).not.toContain("secret");
  });

  it("a client's mistake at warn, a server error at error, each one line without a stack", async () => {
    app.clear();
    await app.fetch("/admin/settings", { method: "POST" });
    await app.fetch("/broken");
    const [refused, broken] = entries();
    expect(refused).toMatchObject({ level: 40, method: "POST", path: "/admin/settings", status: 405, msg: expect.stringMatching(/^POST \/admin\/settings 405 \d+ ms$/) });
    expect(broken).toMatchObject({ level: 50, status: 500, msg: expect.stringMatching(/^GET \/broken 500 \d+ ms$/) });
    expect(broken).not.toHaveProperty("err");
    expect(app.text().trim().split("\n")).toHaveLength(2);
  });

  it("probes are not logged", async () => {
    app.clear();
    await app.fetch("/healthz");
    expect(app.text()).toBe("");
  });
});

describe("pretty output", () => {
  it("a request is one readable line", async () => {
    const app = await loggedApp("pretty");
    try {
      await app.fetch("/products/2");
      const lines = app.text().trim().split("\n");
      // The handler's line shows its own field (productId) below it; the request's line is one line.
      expect(lines[0]).toMatch(/INFO.*product read$/);
      expect(lines[1]).toMatch(/productId: "2"/);
      expect(lines[2]).toMatch(/INFO.*GET \/products\/2 200 \d+ ms$/);
      expect(lines).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
