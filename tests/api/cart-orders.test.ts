import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { computeTotals } from "#common/money";
import { cartItems, orders, products } from "../../server/db/schema";
import { SESSION_COOKIE } from "../../server/http/session";
import { unsignValue } from "../../server/http/cookies";
import { createOrderEvents } from "../../server/services/cart-and-orders/order-events";
import { createOrderService } from "../../server/services/cart-and-orders/orders";
import { createOrderPlacement } from "../../server/services/cart-and-orders/placement/place-order";
import { ORDER_RATE_LIMIT, ORDER_RATE_WINDOW_MS } from "../../server/services/cart-and-orders/placement/web-checkout";
import { BUYER_ADDRESS } from "../support/buyer";
import { drivers, TEST_SESSION_SECRET, useTestApp, visitor } from "./harness";

describe.each(drivers)("cart and orders on %s", (driver) => {
  const app = useTestApp(driver);

  async function setPrice(id: number, price: number, discountPrice: number | null) {
    await app.services.database.db.update(products).set({ price, discountPrice }).where(eq(products.id, id));
  }
  async function orderCount() {
    return (await app.services.database.db.select({ id: orders.id }).from(orders)).length;
  }

  it("keeps two sessions' carts apart through the whole lifecycle", async () => {
    const alice = visitor(app);
    const bob = visitor(app);
    expect((await alice.call("/api/cart")).body).toEqual([]);
    expect(alice.cookie()).toBeNull(); // reading an empty cart creates no session

    const added = await alice.call("/api/cart", { method: "POST", body: { productId: 1 } });
    expect(added.status).toBe(201);
    expect(added.setCookie).toMatch(/HttpOnly/i);
    expect(added.setCookie).toMatch(/SameSite=Lax/i);
    expect(added.body).toMatchObject({
      productId: 1,
      quantity: 1,
      product: { name: expect.stringContaining("LT-150"), image: expect.any(String), price: 17_200_000, discountPrice: null },
    });
    const aliceLine = added.body.id as number;
    await bob.call("/api/cart", { method: "POST", body: { productId: 4, quantity: 2 } });

    const aliceCart = (await alice.call("/api/cart")).body;
    const bobCart = (await bob.call("/api/cart")).body;
    expect(aliceCart.map((line: { productId: number }) => line.productId)).toEqual([1]);
    expect(bobCart).toHaveLength(1);
    expect(bobCart[0]).toMatchObject({ productId: 4, quantity: 2, product: { price: 23_800_000, discountPrice: 21_900_000 } });
    const bobLine = bobCart[0].id as number;

    // Adding a product already in the cart replaces its line's quantity: still one line.
    const again = await alice.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 3 } });
    expect(again.body).toMatchObject({ id: aliceLine, quantity: 3 });
    expect((await alice.call("/api/cart")).body).toHaveLength(1);

    const updated = await alice.call(`/api/cart/${aliceLine}`, { method: "PUT", body: { quantity: 5 } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: aliceLine, quantity: 5 });

    // Another session's line is "not found", for every verb, and stays untouched.
    expect((await alice.call(`/api/cart/${bobLine}`, { method: "PUT", body: { quantity: 9 } })).status).toBe(404);
    expect((await alice.call(`/api/cart/${bobLine}`, { method: "DELETE" })).status).toBe(404);
    expect((await visitor(app).call(`/api/cart/${bobLine}`, { method: "DELETE" })).status).toBe(404);
    expect((await bob.call("/api/cart")).body[0]).toMatchObject({ id: bobLine, quantity: 2 });

    // Alice clears her cart; Bob's stays.
    await alice.call("/api/cart", { method: "POST", body: { productId: 2 } });
    expect((await alice.call(`/api/cart/${aliceLine}`, { method: "DELETE" })).status).toBe(204);
    expect((await alice.call("/api/cart")).body.map((line: { productId: number }) => line.productId)).toEqual([2]);
    expect((await alice.call("/api/cart", { method: "DELETE" })).status).toBe(204);
    expect((await alice.call("/api/cart")).body).toEqual([]);
    expect((await bob.call("/api/cart")).body).toHaveLength(1);
  });

  it("validates cart input: unknown product 404, out of stock 409, bad quantities 400", async () => {
    const carol = visitor(app);
    const unknown = await carol.call("/api/cart", { method: "POST", body: { productId: 999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: expect.any(String) });

    await app.services.database.db.update(products).set({ inStock: false }).where(eq(products.id, 3));
    try {
      const soldOut = await carol.call("/api/cart", { method: "POST", body: { productId: 3 } });
      expect(soldOut.status).toBe(409);
      expect(soldOut.body.message).toEqual(expect.any(String));
    } finally {
      await app.services.database.db.update(products).set({ inStock: true }).where(eq(products.id, 3));
    }

    for (const quantity of [0, -1, 1.5, 1000, "2", null]) {
      const response = await carol.call("/api/cart", { method: "POST", body: { productId: 1, quantity } });
      expect(response.status, `quantity ${JSON.stringify(quantity)}`).toBe(400);
      expect(response.body.errors.quantity).toEqual([expect.any(String)]);
    }
    expect((await carol.call("/api/cart", { method: "POST", body: { productId: "1" } })).status).toBe(400);
    const line = (await carol.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 999 } })).body;
    expect(line.quantity).toBe(999);
    for (const quantity of [0, 1000, 2.5]) {
      expect((await carol.call(`/api/cart/${line.id}`, { method: "PUT", body: { quantity } })).status).toBe(400);
    }
    expect((await carol.call("/api/cart/abc", { method: "PUT", body: { quantity: 1 } })).status).toBe(400);
    expect((await carol.call("/api/cart/123456", { method: "PUT", body: { quantity: 1 } })).status).toBe(404);
  });

  it("recomputes the total on the server: a wrong total is rejected with the right figures, the right one accepted", async () => {
    const dan = visitor(app);
    await dan.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 2 } });
    await dan.call("/api/cart", { method: "POST", body: { productId: 4, quantity: 1 } });
    // 2 × 17 200 000 + 1 × 21 900 000 (discount price) = 56 300 000; tax 5 630 000; total 61 930 000.
    const expected = { subtotal: 56_300_000, shipping: 0, tax: 5_630_000, total: 61_930_000 };

    const cheated = await dan.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "1" } });
    expect(cheated.status).toBe(409);
    expect(cheated.body).toMatchObject(expected);
    expect((await dan.call("/api/cart")).body).toHaveLength(2);

    const before = await orderCount();
    const placed = await dan.call("/api/orders", {
      method: "POST",
      body: {
        acceptTerms: true,
        address: BUYER_ADDRESS,
        items: [
          { productId: 1, name: "LT-150", price: 1, quantity: 2, image: "/x.svg" },
          { productId: 4, name: "LS-250", price: 1, quantity: 1, image: "/y.svg" },
        ],
        total: "61930000",
      },
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toEqual({ id: expect.any(Number) });
    expect(await orderCount()).toBe(before + 1);
    expect((await dan.call("/api/cart")).body).toEqual([]);

    const order = await app.services.orders.getOrder(placed.body.id);
    expect(order).toMatchObject({ ...expected, status: "pending", address: BUYER_ADDRESS });
    // The snapshot carries the database prices, not the client's.
    expect(order.items).toEqual([
      expect.objectContaining({ productId: 1, price: 17_200_000, quantity: 2, lineTotal: 34_400_000, name: expect.stringContaining("LT-150") }),
      expect.objectContaining({ productId: 4, price: 21_900_000, quantity: 1, lineTotal: 21_900_000, image: "/images/products/ls-250.svg" }),
    ]);
    expect(order.total).toBe(computeTotals(order.items.map((line) => ({ unitPrice: line.price, quantity: line.quantity }))).total);
  });

  it("accepts a total within 1 đ (decimal text or number) and rejects posted items that differ from the cart", async () => {
    const erin = visitor(app);
    await erin.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    // 19 300 000 × 1.1 = 21 230 000
    const mismatch = await erin.call("/api/orders", {
      method: "POST",
      body: { acceptTerms: true, address: BUYER_ADDRESS, items: [{ productId: 3, quantity: 2 }], total: "21230000" },
    });
    expect(mismatch.status).toBe(409);
    expect((await erin.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21229998.99" } })).status).toBe(409);
    const placed = await erin.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21229999.00" } });
    expect(placed.status).toBe(201);

    const frank = visitor(app);
    await frank.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    expect((await frank.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: 21230000.000000004 } })).status).toBe(201);
  });

  it("prices the order with the database price at order time, not at add time", async () => {
    const gina = visitor(app);
    await gina.call("/api/cart", { method: "POST", body: { productId: 2, quantity: 1 } });
    await setPrice(2, 30_000_000, 28_000_000);
    try {
      expect((await gina.call("/api/cart")).body[0].product).toMatchObject({ price: 30_000_000, discountPrice: 28_000_000 });
      const oldTotal = await gina.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "36080000" } });
      expect(oldTotal.status).toBe(409);
      expect(oldTotal.body).toMatchObject({ subtotal: 28_000_000, tax: 2_800_000, total: 30_800_000 });
      const placed = await gina.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "30800000" } });
      expect(placed.status).toBe(201);
      const order = await app.services.orders.getOrder(placed.body.id);
      expect(order.items[0]).toMatchObject({ productId: 2, price: 28_000_000 });
      expect(order.total).toBe(30_800_000);
    } finally {
      await setPrice(2, 32_800_000, null);
    }
  });

  it("creates exactly one order for a concurrent double submit with one Idempotency-Key", async () => {
    const hana = visitor(app);
    await hana.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } });
    const before = await orderCount();
    const key = "checkout-attempt-0001";
    const submit = () =>
      hana.call("/api/orders", {
        method: "POST",
        headers: { "idempotency-key": key },
        body: { acceptTerms: true, address: BUYER_ADDRESS, total: "18920000" },
      });
    const results = await Promise.all([submit(), submit(), submit()]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(results.map((result) => result.body.id));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // A later retry of the same attempt still answers with the same order.
    const retry = await submit();
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe([...ids][0]);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");

    // Another session cannot reuse the key to read someone's order number.
    const ivan = visitor(app);
    await ivan.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 1 } });
    const stolen = await ivan.call("/api/orders", {
      method: "POST",
      headers: { "idempotency-key": key },
      body: { acceptTerms: true, address: BUYER_ADDRESS, total: "18920000" },
    });
    expect(stolen.status).toBe(409);
    expect(stolen.body.id).toBeUndefined();
    expect((await ivan.call("/api/orders", { method: "POST", headers: { "idempotency-key": "bad key!" }, body: { acceptTerms: true, address: BUYER_ADDRESS, total: "18920000" } })).status).toBe(400);
  });

  it(`answers a client retrying one order more than ${ORDER_RATE_LIMIT} times with its order every time (replays do not count)`, async () => {
    const oscar = visitor(app);
    await oscar.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    const submit = () =>
      oscar.call("/api/orders", {
        method: "POST",
        headers: { "idempotency-key": "retrying-client-0001" },
        body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21230000" },
      });
    const first = await submit();
    expect(first.status).toBe(201);
    for (let retry = 1; retry <= ORDER_RATE_LIMIT + 2; retry++) {
      const replay = await submit();
      expect(replay.status, `retry ${retry}`).toBe(200);
      expect(replay.body).toEqual({ id: first.body.id });
    }
    // The session's limit is still untouched by the replays: a new order goes through.
    await oscar.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    expect((await oscar.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21230000" } })).status).toBe(201);
  });

  it("answers twenty concurrent retries of one order with its order, none refused, and they spend none of the session's budget", async () => {
    const rita = visitor(app);
    await rita.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    const before = await orderCount();
    const submit = (key: string) =>
      rita.call("/api/orders", { method: "POST", headers: { "idempotency-key": key }, body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21230000" } });
    const results = await Promise.all(Array.from({ length: 20 }, () => submit("concurrent-retries-0001")));
    expect(results.map((result) => result.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((result) => result.body.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // The one order spent one attempt: the rest of the limit is left for distinct orders, and then it refuses.
    for (let order = 2; order <= ORDER_RATE_LIMIT; order++) {
      await rita.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
      expect((await submit(`distinct-order-${order}`)).status, `order ${order}`).toBe(201);
    }
    await rita.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    expect((await submit("one-order-too-many")).status).toBe(429);
  });

  it("answers 422 when a key is reused with a different cart, address or total, and stores nothing", async () => {
    const paula = visitor(app);
    await paula.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    const key = "reused-key-0001";
    const request = { acceptTerms: true, address: BUYER_ADDRESS, items: [{ productId: 3, quantity: 1 }], total: "21230000" };
    const submit = (body: unknown) => paula.call("/api/orders", { method: "POST", headers: { "idempotency-key": key }, body });
    const first = await submit(request);
    expect(first.status).toBe(201);
    const before = await orderCount();

    await paula.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 2 } });
    for (const [label, body] of [
      ["cart", { ...request, items: [{ productId: 3, quantity: 2 }], total: "42460000" }],
      ["address", { ...request, address: { ...BUYER_ADDRESS, address: "99 Hàng Bạc" } }],
      ["total", { ...request, total: "42460000" }],
    ] as const) {
      const reused = await submit(body);
      expect(reused.status, label).toBe(422);
      expect(reused.body, label).toEqual({ message: expect.any(String) });
      expect(reused.body.id, label).toBeUndefined();
    }
    expect(await orderCount()).toBe(before);
    expect((await paula.call("/api/cart")).body).toEqual([expect.objectContaining({ productId: 3, quantity: 2 })]);
    // The same request, spelled the same way or with the total as a number, is still a replay.
    expect((await submit(request)).body).toEqual({ id: first.body.id });
    const asNumber = await submit({ ...request, total: 21230000 });
    expect(asNumber.status).toBe(200);
    expect(asNumber.body).toEqual({ id: first.body.id });
  });

  it("answers each invalid address field with its Vietnamese message", async () => {
    const jay = visitor(app);
    await jay.call("/api/cart", { method: "POST", body: { productId: 1 } });
    const cases: Array<[keyof typeof BUYER_ADDRESS, string, string]> = [
      ["fullName", "", "Vui lòng nhập họ và tên"],
      ["fullName", "   ", "Vui lòng nhập họ và tên"],
      ["email", "not-an-email", "Email không hợp lệ"],
      ["phone", "091234567", "Số điện thoại không hợp lệ, ví dụ: 0912 345 678"],
      ["address", "", "Vui lòng nhập số nhà, tên đường"],
      ["provinceCode", "", "Vui lòng chọn tỉnh/thành phố"],
      ["wardCode", "", "Vui lòng chọn phường/xã"],
    ];
    for (const [field, value, message] of cases) {
      const response = await jay.call("/api/orders", {
        method: "POST",
        body: { acceptTerms: true, address: { ...BUYER_ADDRESS, [field]: value }, total: "18920000" },
      });
      expect(response.status, field).toBe(400);
      expect(response.body.errors).toEqual({ [`address.${field}`]: [message] });
    }
    const everything = await jay.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: {}, total: "18920000" } });
    expect(everything.status).toBe(400);
    expect(Object.keys(everything.body.errors).sort()).toEqual(
      ["address", "email", "fullName", "phone"].map((field) => `address.${field}`).sort(),
    );
    expect((await jay.call("/api/cart")).body).toHaveLength(1);
  });

  it("rejects an order from an empty cart or without a session", async () => {
    const response = await visitor(app).call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "0" } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("Giỏ hàng của bạn đang trống. Vui lòng thêm sản phẩm trước khi thanh toán.");
  });

  it("keeps order and cart clear atomic: a failure in the last step leaves the cart intact and no order", async () => {
    const kim = visitor(app);
    await kim.call("/api/cart", { method: "POST", body: { productId: 1, quantity: 2 } });
    const token = unsignValue(decodeURIComponent(kim.cookie()!.slice(SESSION_COOKIE.length + 1)), TEST_SESSION_SECRET);
    const session = await app.services.sessions.find(token!);
    expect(session).not.toBeNull();
    const before = await orderCount();
    let reached = false;
    // The same pipeline with an order.placed subscriber that fails, as a crash just before commit would.
    const events = createOrderEvents();
    const db = app.services.database.db;
    events.on("order.placed", {
      inTransaction: async (tx, { order }) => {
        // Both writes happened inside the transaction…
        const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id));
        expect(row?.id).toBe(order.id);
        expect(await tx.select().from(cartItems).where(eq(cartItems.sessionId, session!.id))).toEqual([]);
        reached = true;
        // …and then the step fails before commit.
        throw new Error("simulated crash before commit");
      },
    });
    const failing = createOrderService(db, { placeOrder: createOrderPlacement(db, { rateLimiter: app.services.rateLimiter, events }), events });
    await expect(
      failing.placeOrder(session!, { acceptTerms: true, address: BUYER_ADDRESS, total: "37840000" }, "atomic-check-0001"),
    ).rejects.toThrow("simulated crash before commit");
    expect(reached).toBe(true);
    expect(await orderCount()).toBe(before);
    expect((await kim.call("/api/cart")).body).toEqual([expect.objectContaining({ productId: 1, quantity: 2 })]);
    // The same attempt can be retried and succeeds once.
    const placed = await kim.call("/api/orders", {
      method: "POST",
      headers: { "idempotency-key": "atomic-check-0001" },
      body: { acceptTerms: true, address: BUYER_ADDRESS, total: "37840000" },
    });
    expect(placed.status).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });

  it(`limits order attempts to ${ORDER_RATE_LIMIT} per session in ${ORDER_RATE_WINDOW_MS / 60_000} minutes (429)`, async () => {
    const max = visitor(app);
    await max.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    for (let attempt = 1; attempt <= ORDER_RATE_LIMIT; attempt++) {
      expect((await max.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "1" } })).status).toBe(409);
    }
    const refused = await max.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21230000" } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.any(String) });
    expect((await max.call("/api/cart")).body).toHaveLength(1);
    // Another session is not affected.
    const ned = visitor(app);
    await ned.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    expect((await ned.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21230000" } })).status).toBe(201);
  });

  it("lets only administrators manage orders, along the status lifecycle", async () => {
    const lan = visitor(app);
    await lan.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    const { id } = (await lan.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21230000" } })).body;

    expect((await lan.call("/api/admin/orders")).status).toBe(401);
    expect((await lan.call(`/api/admin/orders/${id}/status`, { method: "PUT", body: { status: "confirmed" } })).status).toBe(401);

    const admin = { cookie: await app.adminCookie() };
    const asAdmin = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await app.fetch(path, {
        method: init.method ?? "GET",
        headers: { cookie: admin.cookie, "content-type": "application/json" },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: await response.json() };
    };
    const list = await asAdmin("/api/admin/orders");
    expect(list.status).toBe(200);
    expect(list.body.orders[0]).toMatchObject({ id, fullName: BUYER_ADDRESS.fullName, phone: BUYER_ADDRESS.phone, total: 21_230_000, status: "pending" });
    const ids = list.body.orders.map((order: { id: number }) => order.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    expect((await asAdmin(`/api/admin/orders/${id}`)).body).toMatchObject({ id, status: "pending", address: BUYER_ADDRESS });
    expect((await asAdmin(`/api/admin/orders/${id}/status`, { method: "PUT", body: { status: "shipping" } })).status).toBe(409);
    expect((await asAdmin(`/api/admin/orders/${id}/status`, { method: "PUT", body: { status: "bogus" } })).status).toBe(400);
    for (const status of ["confirmed", "shipping", "completed"]) {
      const moved = await asAdmin(`/api/admin/orders/${id}/status`, { method: "PUT", body: { status } });
      expect(moved).toEqual({ status: 200, body: { id, status } });
    }
    expect((await asAdmin(`/api/admin/orders/${id}/status`, { method: "PUT", body: { status: "canceled" } })).status).toBe(409);
    expect((await asAdmin(`/api/admin/orders/999999/status`, { method: "PUT", body: { status: "canceled" } })).status).toBe(404);

    await lan.call("/api/cart", { method: "POST", body: { productId: 3, quantity: 1 } });
    const second = (await lan.call("/api/orders", { method: "POST", body: { acceptTerms: true, address: BUYER_ADDRESS, total: "21230000" } })).body.id;
    expect((await asAdmin(`/api/admin/orders/${second}/status`, { method: "PUT", body: { status: "confirmed" } })).status).toBe(200);
    expect((await asAdmin(`/api/admin/orders/${second}/status`, { method: "PUT", body: { status: "canceled" } })).body).toEqual({ id: second, status: "canceled" });
    expect((await asAdmin(`/api/admin/orders/${second}/status`, { method: "PUT", body: { status: "pending" } })).status).toBe(409);
  });
});
