import type { Page } from "@playwright/test";
import { expect, loginAsAdmin } from "../fixtures";

/** The password the dealer accounts of these set-ups choose. */
export const DEALER_PASSWORD = "trà-ngon-mỗi-ngày";

/**
 * Staff open a dealer with terms and invite an account; the account takes its invitation (through the API, which
 * signs this browser in as the dealer). With `serial`, the dealer orders a machine that staff ship with it, and
 * signs in again.
 */
export async function dealerSignedIn(page: Page, options: { name?: string; serial?: string } = {}) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const name = `${options.name ?? "Đại lý Hai Bước"} ${stamp}`;
  const email = `hai-buoc-${stamp.toLowerCase()}@example.com`;
  await loginAsAdmin(page);
  const place = await page.request.post("/api/admin/places", {
    data: { name, kind: "dealer", provinceCode: "92", wardCode: "31135", address: "Số 9 Hòa Bình", phone: "0292 3812 399", latitude: 10.0341, longitude: 105.7876 },
  });
  expect(place.status()).toBe(201);
  const placeId = ((await place.json()) as { id: number }).id;
  expect((await page.request.put(`/api/admin/dealers/${placeId}`, { data: { tierId: null, creditLimit: 5_000_000_000, paymentTermDays: 30 } })).status()).toBe(200);
  const invited = await page.request.post(`/api/admin/places/${placeId}/accounts`, { data: { name: "Chị Hạnh", email, phone: "0912 345 678" } });
  const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
  await page.context().clearCookies();
  const token = new URL(inviteUrl).pathname.split("/").pop()!;
  expect((await page.request.post(`/api/dealer/invitations/${token}`, { data: { password: DEALER_PASSWORD } })).status()).toBe(200);
  if (options.serial) {
    const catalogue = (await (await page.request.get("/api/dealer/products")).json()) as Array<{ id: number; inStock: boolean }>;
    const productId = catalogue.find((product) => product.inStock)!.id;
    const order = await page.request.post("/api/dealer/orders", { data: { lines: [{ productId, quantity: 1 }] }, headers: { "Idempotency-Key": `e2e-2fa-${stamp}` } });
    expect(order.status()).toBe(201);
    const orderId = ((await order.json()) as { id: number }).id;
    await page.context().clearCookies();
    await loginAsAdmin(page);
    expect((await page.request.post("/api/admin/machines", { data: { serial: options.serial, productId } })).status()).toBe(201);
    expect((await page.request.put(`/api/admin/orders/${orderId}/status`, { data: { status: "confirmed" } })).status()).toBe(200);
    expect((await page.request.post(`/api/admin/orders/${orderId}/shipments`, { data: { carrier: "own", lines: [{ productId, quantity: 1, serials: [options.serial] }] } })).status()).toBe(201);
    await page.context().clearCookies();
    expect((await page.request.post("/api/dealer/login", { data: { username: email, password: DEALER_PASSWORD } })).status()).toBe(200);
  }
  return { name, email, placeId };
}
