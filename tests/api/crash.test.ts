import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, visitor } from "./harness";
import { seededDataDir, startServerProcess, throwAwayPostgres, type ServerProcess } from "./support/process";

const BUYERS = 10;
const LEADS = 24;
/** The process is killed once this many requests have their answer (the rest in flight or unsent). */
const KILL_AFTER_ANSWERS = 12;
/** One LT-150: 17.2 M đ + 10 % tax. */
const ORDER_TOTAL = "18920000";

type Shop = { fetch(path: string, init?: RequestInit): Promise<Response> };
const shopAt = (server: ServerProcess): Shop => ({ fetch: (urlPath, init) => fetch(`${server.url}${urlPath}`, init) });

/** A request of the load, sent again with the same key after the restart until it has an answer. */
interface Submission {
  kind: "order" | "lead";
  key: string;
  send(shop: Shop): Promise<{ status: number; id: number }>;
  /** The id of the first answer (null: the crash took the answer). */
  acknowledged: number | null;
}

async function postJson(shop: Shop, urlPath: string, body: unknown, key: string, cookie?: string) {
  const response = await shop.fetch(urlPath, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id: number };
  return { status: response.status, id: answer.id };
}

/** What the database holds for the test's keys and names, read after the server has stopped. */
async function storedAfter(env: { DATA_DIR: string; DATABASE_URL: string }) {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL, poolMax: 1 })
    : await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  try {
    const rows = async (query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    return {
      orders: (await rows("select id, idempotency_key from orders where idempotency_key like 'crash-order-%'")).map((row) => ({ id: Number(row.id), key: String(row.idempotency_key) })),
      leads: (await rows("select id, full_name from contact_requests where full_name like 'Khách sự cố %'")).map((row) => ({ id: Number(row.id), name: String(row.full_name) })),
      mails: (await rows("select subject_ref from notifications")).map((row) => String(row.subject_ref)),
    };
  } finally {
    await database.close();
  }
}

describe.each(drivers)("SIGKILL during concurrent orders and leads on %s", (driver) => {
  it("after a restart, retries with their keys lose nothing acknowledged and store nothing twice", { timeout: 100_000 }, async () => {
    const root = await mkdtemp(path.join(tmpdir(), "crash-"));
    const postgres = driver === "postgres" ? await throwAwayPostgres("shop_crash", { seeded: true }) : null;
    const env = {
      DATA_DIR: path.join(root, "data"),
      DATABASE_URL: postgres?.url ?? "",
      LEAD_RATE_LIMIT: "100000",
      NOTIFY_EMAIL: "shop@example.vn",
    };
    let server: ServerProcess | undefined;
    try {
      if (!postgres) await seededDataDir(env.DATA_DIR);
      server = await startServerProcess(env);
      let shop = shopAt(server);

      // The buyers fill their carts before the load; the carts survive the crash with their sessions.
      const buyers = await Promise.all(
        Array.from({ length: BUYERS }, async () => {
          const buyer = visitor(shop);
          expect((await buyer.call("/api/cart", { method: "POST", body: { productId: 1 } })).status).toBe(201);
          return buyer.cookie()!;
        }),
      );
      const orders: Submission[] = [
        ...buyers.map((cookie, n): Submission => {
          const key = `crash-order-${driver}-${n}-0001`;
          return { kind: "order", key, acknowledged: null, send: (target) => postJson(target, "/api/orders", { acceptTerms: true, address: BUYER_ADDRESS, total: ORDER_TOTAL }, key, cookie) };
        }),
      ];
      const leads: Submission[] = [
        ...Array.from({ length: LEADS }, (_, n): Submission => {
          const key = `crash-lead-${driver}-${n}-0001`;
          const body = { fullName: `Khách sự cố ${n}`, phone: "0912345678", needType: "contact", product: "LT-150", message: `Yêu cầu ${n}` };
          return { kind: "lead", key, acknowledged: null, send: (target) => postJson(target, "/api/contact-requests", body, key) };
        }),
      ];
      // Orders and leads interleaved, so the crash finds both kinds answered, in flight and not yet started.
      const submissions = leads.flatMap((lead, n) => (orders[n] ? [orders[n]!, lead] : [lead]));

      // Everything at once; the process is killed once a few answers are back, with the rest in flight.
      let answered = 0;
      let killNow!: () => void;
      const enoughAnswered = new Promise<void>((resolve) => (killNow = resolve));
      const load = Promise.all(
        submissions.map(async (submission) => {
          try {
            const { status, id } = await submission.send(shop);
            expect(status).toBe(201);
            submission.acknowledged = id;
            if (++answered === KILL_AFTER_ANSWERS) killNow();
          } catch {
            // No answer: the crash took it.
          }
        }),
      );
      await Promise.race([enoughAnswered, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      server.child.kill("SIGKILL");
      await load;
      expect(await server.exited).toMatchObject({ signal: "SIGKILL" });
      const acknowledged = submissions.filter((submission) => submission.acknowledged !== null);
      expect(acknowledged.some((submission) => submission.kind === "order")).toBe(true);
      expect(acknowledged.some((submission) => submission.kind === "lead")).toBe(true);
      expect(acknowledged.length).toBeLessThan(submissions.length);

      // The same data, a new process; every request sent again with its key (the answered ones too).
      server = await startServerProcess(env);
      shop = shopAt(server);
      const finalIds = new Map<string, number>();
      for (const submission of submissions) {
        const { status, id } = await submission.send(shop);
        expect([200, 201], `${submission.key}: ${status}`).toContain(status);
        if (submission.acknowledged !== null) {
          expect(status, `${submission.key} was acknowledged before the crash`).toBe(200);
          expect(id).toBe(submission.acknowledged);
        }
        finalIds.set(submission.key, id);
      }

      // A clean stop of the second process, then the data as stored.
      server.child.kill("SIGTERM");
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const stored = await storedAfter(env);

      const byKind = (kind: Submission["kind"]) => submissions.filter((submission) => submission.kind === kind);
      const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);
      // One order per buyer and one lead per form: exactly the ones their keys answer, none twice.
      expect(ascending(stored.orders.map((order) => order.id))).toEqual(ascending(byKind("order").map((submission) => finalIds.get(submission.key)!)));
      expect(ascending(stored.leads.map((lead) => lead.id))).toEqual(ascending(byKind("lead").map((submission) => finalIds.get(submission.key)!)));
      expect(new Set(stored.leads.map((lead) => lead.name)).size).toBe(LEADS);
      // Each lead alerted the shop once; each order has its mails once (shop and buyer), not per attempt.
      for (const lead of stored.leads) expect(stored.mails.filter((ref) => ref === `contact-request:${lead.id}`), `lead ${lead.id}`).toHaveLength(1);
      const orderMails = stored.orders.map((order) => stored.mails.filter((ref) => ref === `order:${order.id}`).length);
      expect(new Set(orderMails).size, "every order has as many mails as the others").toBe(1);
      expect(orderMails[0]).toBeGreaterThanOrEqual(1);
    } finally {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      await postgres?.drop();
      await rm(root, { recursive: true, force: true });
    }
  });
});
