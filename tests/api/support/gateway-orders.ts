import { beforeAll, expect } from "vitest";
import { computeTotals } from "#common/money";
import { adminCaller, visitor, type TestApp } from "../harness";
import { FAKE_HASH_SECRET, FAKE_TMN_CODE, gmt7 } from "./fake-vnpay";

/**
 * What the online-payment tests (VNPAY, its instalments, MoMo; decisions 0054, 0057, 0061) share: the shop's public
 * address the gateways call back, a buyer's address and cart, the owner's view of an order, and VNPAY's IPN. Each
 * test file keeps its own fake gateway and what only it checks.
 */

/** The shop's address as the gateways see it (return and IPN URLs). */
export const SITE_URL = "https://shop.example.vn";

/** The buyer's shipping address of the gateway orders. */
export const GATEWAY_BUYER_ADDRESS = {
  fullName: "Lê Văn Cường",
  email: "cuong.le@example.vn",
  phone: "0912345678",
  address: "12 Lê Lợi",
  city: "TP. Hồ Chí Minh",
  state: "Phường Sài Gòn",
};

/** A visitor with one of the product in the cart (the LT-150 unless told); returns the total the server will charge. */
export async function fillCart(buyer: ReturnType<typeof visitor>, productId = 1) {
  expect((await buyer.call("/api/cart", { method: "POST", body: { productId, quantity: 1 } })).status).toBeLessThan(300);
  const cart = (await buyer.call("/api/cart")).body as Array<{ quantity: number; product: { price: number; discountPrice: number | null } }>;
  return computeTotals(cart.map((line) => ({ unitPrice: line.product.discountPrice ?? line.product.price, quantity: line.quantity }))).total;
}

/**
 * The owner's calls, signed in as `username` before the tests: `admin(method, path, body?)`, and `adminOrder(id)`,
 * the order as the order desk shows it with its gateway attempts.
 */
export function useOwner(app: TestApp, username: string) {
  let cookie = "";
  beforeAll(async () => {
    cookie = await app.adminCookie(username, "owner");
  });
  const admin = adminCaller(app, () => cookie);
  const adminOrder = async (id: number) => (await admin("GET", `/api/admin/orders/${id}`)).body as Record<string, unknown> & { gatewayTransactions: Array<Record<string, unknown>> };
  return { admin, adminOrder };
}

/** The environment that points the shop's VNPAY at a fake's payment page and merchant API. */
export function vnpayEnv(fakeUrl: string): Record<string, string> {
  return {
    SITE_URL,
    VNPAY_TMN_CODE: FAKE_TMN_CODE,
    VNPAY_HASH_SECRET: FAKE_HASH_SECRET,
    VNPAY_PAYMENT_URL: `${fakeUrl}/paymentv2/vpcpay.html`,
    VNPAY_API_URL: `${fakeUrl}/merchant_webapi/api/transaction`,
  };
}

/** What VNPAY's IPN carries for an attempt, as its guide lists it (a paid ATM card payment unless overridden). */
export function vnpayIpnParams(txnRef: string, amount: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    vnp_Amount: String(amount * 100),
    vnp_BankCode: "NCB",
    vnp_BankTranNo: "VNP14226112",
    vnp_CardType: "ATM",
    vnp_OrderInfo: "Thanh toan don hang",
    vnp_PayDate: gmt7(new Date()),
    vnp_ResponseCode: "00",
    vnp_TmnCode: FAKE_TMN_CODE,
    vnp_TransactionNo: "14226112",
    vnp_TransactionStatus: "00",
    vnp_TxnRef: txnRef,
    ...overrides,
  };
}

/** Sends VNPAY's IPN (a GET with the signed query); the shop always answers 200 with `{ RspCode, Message }`. */
export function vnpayIpn(app: TestApp) {
  return async (query: string) => {
    const response = await app.fetch(`/api/payments/vnpay/ipn?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { RspCode: string; Message: string };
  };
}
