import { describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client";
import { createOrderEvents } from "../../server/services/cart-and-orders/order-events";

/** A stand-in for Drizzle's `db.transaction` and savepoints: runs the work, rethrows its failure (a rollback). */
function fakeDb(): Db {
  const tx = { transaction: (work: (step: unknown) => Promise<unknown>) => work(tx) };
  return { transaction: (work: (step: unknown) => Promise<unknown>) => work(tx) } as unknown as Db;
}

const refund = { orderId: 7, amount: 1000, restocked: false, fullyRefunded: true };

describe("order events", () => {
  it("runs in-transaction subscribers at emit and after-commit ones once the transaction has committed, in order", async () => {
    const events = createOrderEvents();
    const seen: string[] = [];
    events.on("order.refunded", { inTransaction: async () => void seen.push("in-1"), afterCommit: () => void seen.push("after-1") });
    events.on("order.refunded", { inTransaction: async () => void seen.push("in-2"), afterCommit: () => void seen.push("after-2") });
    await events.transaction(fakeDb(), async (tx) => {
      await events.emit(tx, "order.refunded", refund);
      seen.push("work done");
    });
    expect(seen).toEqual(["in-1", "in-2", "work done", "after-1", "after-2"]);
  });

  it("never runs after-commit work of a transaction that rolled back, nor of a failed savepoint inside one that committed", async () => {
    const events = createOrderEvents();
    const after: number[] = [];
    events.on("order.refunded", { afterCommit: (event) => void after.push(event.orderId) });
    const db = fakeDb();
    await expect(
      events.transaction(db, async (tx) => {
        await events.emit(tx, "order.refunded", { ...refund, orderId: 1 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await events.transaction(db, async (tx) => {
      await events.emit(tx, "order.refunded", { ...refund, orderId: 2 });
      await events.savepoint(tx, async (step) => {
        await events.emit(step, "order.refunded", { ...refund, orderId: 3 });
        throw new Error("savepoint failed");
      }).catch(() => undefined);
    });
    expect(after).toEqual([2]);
  });

  it("refuses an emit outside a transaction scope, and reports a failing after-commit subscriber without failing the caller", async () => {
    const reported: string[] = [];
    const events = createOrderEvents({ onAfterCommitError: (_error, name) => reported.push(name) });
    await expect(events.emit(fakeDb(), "order.refunded", refund)).rejects.toThrow(/outside orderEvents.transaction/);
    events.on("order.refunded", {
      afterCommit: () => {
        throw new Error("provider down");
      },
    });
    await expect(events.transaction(fakeDb(), (tx) => events.emit(tx, "order.refunded", refund).then(() => "ok"))).resolves.toBe("ok");
    expect(reported).toEqual(["order.refunded"]);
  });

  it("rolls the change back when an in-transaction subscriber fails", async () => {
    const events = createOrderEvents();
    events.on("order.refunded", {
      inTransaction: async () => {
        throw new Error("outbox full");
      },
    });
    await expect(events.transaction(fakeDb(), (tx) => events.emit(tx, "order.refunded", refund))).rejects.toThrow("outbox full");
  });
});
