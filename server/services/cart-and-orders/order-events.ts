import { AsyncLocalStorage } from "node:async_hooks";
import type { OrderStatus } from "#common/order-status";
import type { OrderView } from "#common/order-view";
import type { ShipmentStatus, ShipmentView } from "#common/shipments";
import type { Db } from "../../db/client";

/** Where an order was born: the web checkout, a phone order on the desk, an accepted quote. */
export type OrderSourceKind = "web" | "phone" | "quote" | "dealer";

/** A machine count that moved: which order, which products (the low-stock alert and the shop's pages read it). */
interface StockMove {
  orderId: number;
  productIds: number[];
}

/**
 * What happens to an order, told inside the transaction that makes it happen (decision 0047). The names are the
 * contract: a new side effect subscribes to one of them in `subscribers.ts`, nothing else changes.
 */
export interface OrderEventMap {
  "order.placed": { order: OrderView; source: OrderSourceKind };
  /** Counted stock went out for an order (placed, or lines added on the desk). */
  "order.stock-taken": StockMove;
  /** Counted stock came back (canceled before shipping, a line removed, a refund with restock). */
  "order.stock-returned": StockMove;
  "order.status-changed": { order: OrderView; from: OrderStatus; to: OrderStatus };
  /** Staff changed the lines or the address of an order that has not shipped; `changes` in the buyer's words. */
  "order.edited": { order: OrderView; changes: string[] };
  /**
   * A transfer reached an unpaid order that is not canceled. `kind`: `paid` when the transfers now cover its total
   * (the order is marked paid), `deposit` when this transfer brought its deposit in, `part` for any other part.
   */
  "order.payment-received": {
    orderId: number;
    customer: { fullName: string; email: string; phone?: string };
    total: number;
    received: number;
    kind?: "paid" | "deposit" | "part";
    /** This transfer (whole dong). */
    amount?: number;
    deposit?: number;
  };
  /** A transfer reached a canceled order: the shop owes it back. */
  "order.refund-due": { orderId: number; amount: number; received: number };
  "order.refunded": {
    orderId: number;
    amount: number;
    restocked: boolean;
    fullyRefunded: boolean;
    method?: string;
    customer?: { fullName: string; email: string; phone?: string };
    /** Every refund of the order so far, this one included. */
    refundedTotal?: number;
  };
  /** A shipment of the order was made (`from` null) or moved: by staff, or by its carrier's callback (decision 0052). */
  "order.shipment-changed": { order: OrderView; shipment: ShipmentView; from: ShipmentStatus | null; to: ShipmentStatus };
  /** Staff booked or moved the installation of a shipment's machines (issue 42): the buyer is told once per time. */
  "order.installation-booked": { order: OrderView; shipment: ShipmentView; at: Date };
}

export type OrderEventName = keyof OrderEventMap;

/**
 * What one subscriber does with an event: inside the order's transaction (its writes exist exactly when the
 * order's change does; a throw rolls the change back), and/or once that transaction has committed (work that must
 * never be undone by a rollback: a call to a provider, a metric, the page cache).
 */
export interface OrderSubscriber<Name extends OrderEventName> {
  inTransaction?(tx: Db, event: OrderEventMap[Name]): Promise<void>;
  afterCommit?(event: OrderEventMap[Name]): Promise<void> | void;
}

/** A transaction of `Db` (what `db.transaction` hands its callback). */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type Emitted = { [Name in OrderEventName]: { name: Name; event: OrderEventMap[Name] } }[OrderEventName];

interface Scope {
  emitted: Emitted[];
}

/**
 * The order events' bus. `transaction` replaces `db.transaction` wherever an order changes: events emitted inside
 * it run their in-transaction subscribers at once and their after-commit subscribers once it has committed (never
 * after a rollback). The scope travels with the async context, so services deep inside a transaction just `emit`.
 */
export function createOrderEvents(options: { onAfterCommitError?: (error: unknown, name: OrderEventName) => void } = {}) {
  const subscribers = new Map<OrderEventName, OrderSubscriber<OrderEventName>[]>();
  const scopes = new AsyncLocalStorage<Scope>();

  async function runAfterCommit(scope: Scope): Promise<void> {
    for (const { name, event } of scope.emitted) {
      for (const subscriber of subscribers.get(name) ?? []) {
        try {
          await subscriber.afterCommit?.(event);
        } catch (error) {
          // The change is committed: a failing follow-up is reported, never turned into the caller's error.
          options.onAfterCommitError?.(error, name);
        }
      }
    }
  }

  return {
    on<Name extends OrderEventName>(name: Name, subscriber: OrderSubscriber<Name>): void {
      subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber as unknown as OrderSubscriber<OrderEventName>]);
    },

    async emit<Name extends OrderEventName>(tx: Db, name: Name, event: OrderEventMap[Name]): Promise<void> {
      const scope = scopes.getStore();
      if (!scope) throw new Error(`${name} emitted outside orderEvents.transaction: its after-commit work would be lost`);
      for (const subscriber of subscribers.get(name) ?? []) await subscriber.inTransaction?.(tx, event);
      scope.emitted.push({ name, event } as Emitted);
    },

    /** `db.transaction(work)`, then the after-commit subscribers of what `work` emitted. */
    async transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
      const scope: Scope = { emitted: [] };
      const result = await scopes.run(scope, () => db.transaction((tx) => work(tx)));
      await runAfterCommit(scope);
      return result;
    },

    /**
     * Runs `work` in a savepoint of the current transaction; when it fails, what it emitted is forgotten with its
     * writes (the outer transaction may still commit, e.g. a refused checkout still counts against the limit).
     */
    async savepoint<T>(tx: Db, work: (step: Db) => Promise<T>): Promise<T> {
      const scope = scopes.getStore();
      const before = scope?.emitted.length ?? 0;
      try {
        return await tx.transaction((step) => work(step));
      } catch (error) {
        if (scope) scope.emitted.length = before;
        throw error;
      }
    },
  };
}

export type OrderEvents = ReturnType<typeof createOrderEvents>;
