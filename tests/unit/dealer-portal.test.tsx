import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import DealerPortal, { action, loader } from "../../app/routes/dealer-portal/portal";
import { UnprocessableError } from "../../server/services/foundation/errors";

const dealer = { id: 3, name: "Chị Hạnh", email: "hanh@example.com", placeId: 9 };
const me = {
  account: { id: 3, name: "Chị Hạnh", email: "hanh@example.com" },
  place: { id: 9, name: "Đại lý Hạnh Phúc", kind: "dealer", address: "Cần Thơ", phone: "0292" },
  tier: { id: 1, name: "Đại lý cấp 1", discountPercent: 10 },
  creditLimit: 100_000_000,
  paymentTermDays: 30,
  balance: 20_000_000,
  overdue: 1_500_000,
  available: 80_000_000,
};

const registerSale = vi.fn(async (_placeId: number, serial: string) => ({ serial, warrantyUntil: "2027-11-29" }));
const startTotp = vi.fn(async () => ({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x", qr: "data:image/svg+xml;base64,PHN2Zy8+", token: "JBSWY3DPEHPK3PXP.mac" }));
const accept = vi.fn(async () => ({}));
const acceptService = vi.fn(async () => ({}));

function contextWith(placeOrder = vi.fn(), signedIn: typeof dealer | null = dealer): AppLoadContext {
  return {
    services: {
      dealerAccounts: { signedIn: async () => signedIn },
      dealers: {
        me: async () => me,
        products: async () => [{ id: 5, name: "Máy pha LS-200", image: null, price: 20_000_000, dealerPrice: 18_000_000, inStock: true }],
        orders: async () => [{ id: 41, createdAt: "2026-11-20T03:00:00.000Z", status: "pending", total: 19_800_000, amount: 19_800_000, dueOn: "2026-12-20", paid: false, overdue: false, lines: [] }],
        placeOrder,
      },
      afterSale: {
        dealerMachines: {
          list: async () => ({
            stock: 1,
            sold: 1,
            items: [
              { serial: "LS200-0001", productId: 5, productName: "Máy pha LS-200", orderId: 41, deliveredOn: null, status: "stock", soldOn: null, buyer: null, warrantyUntil: null, warrantyStatus: "not_activated" },
              {
                serial: "LS200-0002",
                productId: 5,
                productName: "Máy pha LS-200",
                orderId: 41,
                deliveredOn: "2026-11-25",
                status: "sold",
                soldOn: "2026-11-25",
                buyer: { name: "Quán Gió", phone: "0903222111", shopName: null, provinceName: "Cần Thơ", wardName: "Ninh Kiều", address: "Số 3" },
                warrantyUntil: "2027-11-25",
                warrantyStatus: "valid",
              },
            ],
          }),
          registerSale,
        },
      },
      dealerLeads: {
        list: async () => [
          { id: 77, state: "waiting", routedAt: "2026-11-29T01:00:00.000Z", dueAt: "2026-11-29T05:00:00.000Z", acceptedAt: null, name: "Anh Sơn", phone: null, product: "LS-200", needType: "contact", address: null, message: "Gọi buổi sáng", provinceName: "Cần Thơ", outcome: null, outcomeSerial: null, outcomeReason: null },
        ],
        accept,
      },
      serviceCentreRequests: {
        list: async () => [
          {
            id: 12,
            reference: "DV-000012",
            state: "waiting",
            routedAt: "2026-11-29T01:00:00.000Z",
            dueAt: "2026-11-29T05:00:00.000Z",
            acceptedAt: null,
            productName: "Máy pha LS-200",
            serial: "LS200-0099",
            problemLabel: "Rò rỉ nước",
            description: "Rò dưới máy",
            modeLabel: "Kỹ thuật viên đến tận nơi",
            preferredDate: "2026-11-30",
            slotLabel: "Sáng (8:00–12:00)",
            underWarranty: true,
            provinceName: "Thành phố Cần Thơ",
            wardName: "Phường Cái Khế",
            status: "new",
            statusLabel: "Mới",
            visitDate: null,
            ownerName: null,
            phone: null,
            email: null,
            address: null,
            outcome: null,
            outcomeReason: null,
          },
        ],
        accept: acceptService,
      },
      locations: {
        listProvinces: () => [{ code: "92", name: "Thành phố Cần Thơ" }],
        listWards: (code: string) => (code === "92" ? [{ code: "31135", name: "Phường Ninh Kiều", formerNames: [] }] : []),
      },
      dealerTwoFactor: { status: async () => ({ totp: false, recoveryCodesLeft: 0 }), startTotp },
    },
    session: { current: async () => ({ id: "session-1", dealerAccountId: signedIn?.id ?? null }), logout: vi.fn() },
  } as unknown as AppLoadContext;
}

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://shop.test/dai-ly", { method: "POST", body });
};

describe("the dealer portal page", () => {
  it("sends a visitor without a dealer session to the portal's sign-in", async () => {
    const thrown = await loader({ request: new Request("http://shop.test/dai-ly"), context: contextWith(vi.fn(), null), params: {} } as never).catch((error) => error);
    expect((thrown as Response).headers.get("location")).toBe("/dai-ly/dang-nhap");
  });

  it("orders the quantities typed, with the form's key, and shows a refusal in the service's words", async () => {
    const placeOrder = vi.fn(async () => ({ id: 42, created: true, total: 19_800_000, dueDate: "2026-12-29" }));
    const placed = await action({ request: post({ intent: "order", orderKey: "key-1", "qty-5": "2", "qty-6": "0", note: "Giao sáng" }), context: contextWith(placeOrder), params: {} } as never);
    expect(placeOrder).toHaveBeenCalledWith(dealer, { lines: [{ productId: 5, quantity: 2 }], note: "Giao sáng" }, "key-1");
    expect(placed).toEqual({ placed: { id: 42, total: 19_800_000, dueDate: "2026-12-29" } });

    const refusing = vi.fn(async () => {
      throw new UnprocessableError("Đơn hàng 39.600.000đ vượt hạn mức công nợ: còn được nợ 30.000.000đ.");
    });
    const refused = (await action({ request: post({ intent: "order", orderKey: "key-2", "qty-5": "2" }), context: contextWith(refusing), params: {} } as never)) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toEqual({ error: "Đơn hàng 39.600.000đ vượt hạn mức công nợ: còn được nợ 30.000.000đ.", intent: "order" });
  });

  it("shows the figures, the dealer's prices and the orders in Vietnamese", async () => {
    const data = await loader({ request: new Request("http://shop.test/dai-ly"), context: contextWith(), params: {} } as never);
    const Stub = createRoutesStub([{ path: "/dai-ly", Component: DealerPortal as never, loader: () => data, HydrateFallback: () => null }]);
    // React marks where text parts meet (`Đơn #<!-- -->41`): read the text as a person would.
    const html = renderToString(<Stub initialEntries={["/dai-ly"]} hydrationData={{ loaderData: { "0": data } }} />).replaceAll("<!-- -->", "");
    expect(html).toContain("Đại lý Hạnh Phúc");
    expect(html).toContain("Công nợ hiện tại");
    expect(html).toContain("20.000.000đ");
    expect(html).toContain("18.000.000đ");
    expect(html).toContain("Quá hạn");
    expect(html).toContain("Đơn #41");
    expect(html).toContain("Hạn 20/12/2026");
    // Its leads and machines.
    expect(html).toContain("Anh Sơn");
    expect(html).toContain("Nhận yêu cầu");
    expect(html).toContain("Tồn kho: 1 · Đã bán: 1");
    expect(html).toContain("Ghi nhận bán máy LS200-0001");
    expect(html).toContain("Quán Gió · bán ngày 25/11/2026 · bảo hành đến 25/11/2027");
    // A repair request of its area (decision 0064), without the owner's contact before accepting.
    expect(html).toContain("Yêu cầu bảo hành/sửa chữa");
    expect(html).toContain("DV-000012 · Máy pha LS-200");
    expect(html).toContain("Rò rỉ nước");
  });

  it("accepts a repair request through the service of its REST call", async () => {
    const accepted = await action({ request: post({ intent: "service-accept", requestId: "12" }), context: contextWith(), params: {} } as never);
    expect(acceptService).toHaveBeenCalledWith(dealer, 12);
    expect(accepted).toMatchObject({ intent: "service-accept", done: expect.stringContaining("Đã nhận yêu cầu") });
  });

  /** The page as the server renders it for `url`, with the loader's data (the text as a person reads it). */
  async function rendered(url: string, actionData?: unknown) {
    const data = await loader({ request: new Request(url), context: contextWith(), params: {} } as never);
    const Stub = createRoutesStub([{ path: "/dai-ly", Component: DealerPortal as never, loader: () => data, HydrateFallback: () => null }]);
    const path = new URL(url).pathname + new URL(url).search;
    return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { "0": data }, ...(actionData ? { actionData: { "0": actionData } } : {}) }} />).replaceAll("<!-- -->", "");
  }

  it("renders the sale form's wards on the server once its province was chosen as a GET step (no JavaScript needed)", async () => {
    const before = await rendered("http://shop.test/dai-ly");
    // Without a province: the province step's own button, and a ward list that says to choose one.
    expect(before).toMatch(/<form [^>]*method="get">.*?name="sale" value="LS200-0001"/);
    expect(before).toContain(">Chọn</button>");
    expect(before).toContain("Chọn tỉnh/thành trước");
    expect(before).not.toContain("Phường Ninh Kiều");

    const after = await rendered("http://shop.test/dai-ly?sale=LS200-0001&province=92");
    expect(after).toMatch(/<details class="mt-2" open="">/);
    expect(after).toContain('<option value="31135">Phường Ninh Kiều</option>');
    expect(after).toContain('name="provinceCode" value="92"');
    // A refused sale comes back to the same step: the sale posts to the step's address.
    expect(after).toContain('action="/dai-ly?sale=LS200-0001&amp;province=92" method="post"');
    // An unknown province or another machine's step renders no wards.
    expect(await rendered("http://shop.test/dai-ly?sale=LS200-0001&province=99")).not.toContain("Phường Ninh Kiều");
    expect(await rendered("http://shop.test/dai-ly?sale=KHAC-0001&province=92")).not.toContain("Phường Ninh Kiều");
  });

  it("turns two-step sign-in on with the password asked again, and shows the app's secret to scan", async () => {
    const started = await action({ request: post({ intent: "totp-start", password: "trà-ngon-mỗi-ngày" }), context: contextWith(), params: {} } as never);
    expect(startTotp).toHaveBeenCalledWith({ id: 3, username: "hanh@example.com", dealer: true }, { password: "trà-ngon-mỗi-ngày", code: undefined });
    expect(started).toMatchObject({ intent: "totp-start", enrolment: { secret: "JBSWY3DPEHPK3PXP" } });
    const html = await rendered("http://shop.test/dai-ly", started);
    expect(html).toContain("JBSWY3DPEHPK3PXP");
    expect(html).toContain("Xác nhận và bật");
    expect(await rendered("http://shop.test/dai-ly")).toContain("Mật khẩu hiện tại (để bật đăng nhập hai bước)");
  });

  it("registers a sale and accepts a lead through the services of the REST calls, under the dealer's account", async () => {
    const sold = await action({
      request: post({ intent: "sale", serial: "LS200-0001", buyerName: "Quán Gió", buyerPhone: "0903222111", provinceCode: "92", wardCode: "31135", address: "Số 3", soldOn: "2026-11-29" }),
      context: contextWith(),
      params: {},
    } as never);
    expect(registerSale).toHaveBeenCalledWith(
      9,
      "LS200-0001",
      { buyer: { name: "Quán Gió", phone: "0903222111", email: "", provinceCode: "92", wardCode: "31135", address: "Số 3" }, soldOn: "2026-11-29", invoicePhotoUrl: "" },
      { id: 3, username: "hanh@example.com", dealer: true },
    );
    expect(sold).toMatchObject({ intent: "sale", done: expect.stringContaining("LS200-0001") });
    const accepted = await action({ request: post({ intent: "accept", leadId: "77" }), context: contextWith(), params: {} } as never);
    expect(accept).toHaveBeenCalledWith(dealer, 77);
    expect(accepted).toMatchObject({ intent: "accept" });
  });
});
