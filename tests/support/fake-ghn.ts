import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for GHN's API (decision 0052) that checks what its documentation requires: every call a POST of
 * JSON under `/shiip/public-api/v2/` with the headers `Token` and `ShopId` (an integer); `shipping-order/create`
 * with the receiver's name, phone and address and GHN's own `to_district_id` (integer) and `to_ward_code` (string)
 * from its address list (doc id=63; the list is `/shiip/public-api/master-data/province|district|ward`, header
 * `Token`, docs id=78 and id=61, served here for Hà Nội's old Hoàn Kiếm district), integer grams and centimetres, a
 * `service_type_id` of 2 (light) or 5 (heavy: every item measured and weighed), `payment_type_id` 1 or 2, a known
 * `required_note`, integer `cod_amount` and an `insurance_value` of at most 5,000,000; `detail-by-client-code`,
 * `switch-status/cancel` (`order_codes`) and `a5/gen-token`. Answers `{ code, message, data }`. Each order's status
 * is what the test sets: GHN's order detail is what the shop believes, whatever a callback says.
 */
export interface FakeGhn {
  url: string;
  token: string;
  shopId: number;
  /** Accepted create bodies. */
  created: Array<Record<string, unknown>>;
  canceled: string[];
  /** Calls refused, with the reason (a test expects none). */
  refusals: string[];
  /** The address-list calls made (`province`, `district`, `ward`). */
  masterDataCalls: string[];
  setStatus(orderCode: string, status: string, at?: Date): void;
  close(): Promise<void>;
}

/** GHN's address list as its master-data calls answer it (a few rows; field names as documented). */
const PROVINCES = [
  { ProvinceID: 201, ProvinceName: "Hà Nội", NameExtension: ["Hà Nội", "TP.Hà Nội", "TP. Hà Nội", "TP Hà Nội", "Thành phố Hà Nội", "hanoi"] },
  { ProvinceID: 202, ProvinceName: "Hồ Chí Minh", NameExtension: ["Hồ Chí Minh", "TP.Hồ Chí Minh", "TP. Hồ Chí Minh", "TPHCM", "Thành phố Hồ Chí Minh", "hochiminh"] },
];
const DISTRICTS = [
  { DistrictID: 1485, ProvinceID: 201, DistrictName: "Quận Ba Đình", NameExtension: ["Ba Đình", "Q. Ba Đình"] },
  { DistrictID: 1489, ProvinceID: 201, DistrictName: "Quận Hoàn Kiếm", NameExtension: ["Hoàn Kiếm", "Q. Hoàn Kiếm", "Q.Hoàn Kiếm"] },
  { DistrictID: 1442, ProvinceID: 202, DistrictName: "Quận 1", NameExtension: ["Q1", "Q.1", "Quận 01"] },
];
const WARDS = [
  { WardCode: "1A0101", DistrictID: 1489, WardName: "Phường Chương Dương", NameExtension: ["P. Chương Dương"] },
  { WardCode: "1A0107", DistrictID: 1489, WardName: "Phường Hàng Mã", NameExtension: ["P. Hàng Mã", "P.Hàng Mã"] },
  { WardCode: "1A0201", DistrictID: 1485, WardName: "Phường Phúc Xá", NameExtension: ["P. Phúc Xá"] },
  { WardCode: "20109", DistrictID: 1442, WardName: "Phường Bến Nghé", NameExtension: ["P. Bến Nghé"] },
];

const REQUIRED_NOTES = new Set(["CHOTHUHANG", "CHOXEMHANGKHONGTHU", "KHONGCHOXEMHANG"]);
const isInt = (value: unknown) => typeof value === "number" && Number.isInteger(value);
const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Why a create body breaks the documentation, or null. */
function createProblem(body: Record<string, unknown>): string | null {
  for (const field of ["to_name", "to_phone", "to_address", "to_ward_code", "client_order_code", "content"]) {
    if (!isText(body[field])) return `${field} must be a non-empty string`;
  }
  if (!isInt(body.to_district_id)) return "to_district_id must be GHN's district id (an integer)";
  const district = DISTRICTS.find((row) => row.DistrictID === body.to_district_id);
  if (!district) return "to_district_id is not in GHN's address list";
  if (!WARDS.some((ward) => ward.DistrictID === district.DistrictID && ward.WardCode === body.to_ward_code)) return "to_ward_code is not a ward of to_district_id";
  for (const field of ["weight", "length", "width", "height", "cod_amount", "insurance_value"]) if (!isInt(body[field])) return `${field} must be an integer`;
  if (![1, 2].includes(body.payment_type_id as number)) return "payment_type_id must be 1 or 2";
  if (![2, 5].includes(body.service_type_id as number)) return "service_type_id must be 2 or 5";
  if (!REQUIRED_NOTES.has(String(body.required_note))) return "required_note unknown";
  if ((body.insurance_value as number) > 5_000_000 || (body.insurance_value as number) < 0) return "insurance_value above 5.000.000";
  if ((body.cod_amount as number) < 0) return "cod_amount negative";
  if (!isInt(body.from_district_id) || !isText(body.from_ward_code)) return "from_district_id / from_ward_code missing";
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) return "items must be a non-empty array";
  for (const item of items as Array<Record<string, unknown>>) {
    if (!isText(item.name) || !isInt(item.quantity) || !isInt(item.price)) return "item name, quantity, price";
    if (body.service_type_id === 5 && !["length", "width", "height", "weight"].every((field) => isInt(item[field]) && (item[field] as number) > 0)) {
      return "heavy goods need every item's length, width, height and weight";
    }
  }
  return null;
}

export async function startFakeGhn(): Promise<FakeGhn> {
  const token = "ghn-test-token-0b7c1f";
  const shopId = 885;
  const created: Array<Record<string, unknown>> = [];
  const canceled: string[] = [];
  const refusals: string[] = [];
  const masterDataCalls: string[] = [];
  const orders = new Map<string, { client: string; status: string; at: Date }>();
  let next = 1;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const refuse = (reason: string) => {
      refusals.push(`${req.method} ${req.url}: ${reason}`);
      send(400, { code: 400, message: reason, data: null });
    };
    const prefix = "/shiip/public-api/v2/";
    const url = req.url ?? "";
    // The address list (docs id=78, id=61): the header Token only, the parent's id in the JSON body.
    if (url.startsWith("/shiip/public-api/master-data/")) {
      if (req.headers.token !== token) return refuse("Token header missing or wrong");
      const body = (await bodyOf(req)) ?? {};
      const list = url.slice("/shiip/public-api/master-data/".length).split("?")[0];
      masterDataCalls.push(list!);
      if (list === "province") return send(200, { code: 200, message: "Success", data: PROVINCES });
      if (list === "district") {
        if (!isInt(body.province_id)) return refuse("province_id must be an integer");
        return send(200, { code: 200, message: "Success", data: DISTRICTS.filter((row) => row.ProvinceID === body.province_id) });
      }
      if (list === "ward") {
        if (!isInt(body.district_id)) return refuse("district_id must be an integer");
        return send(200, { code: 200, message: "Success", data: WARDS.filter((row) => row.DistrictID === body.district_id) });
      }
      return refuse(`unknown master data ${list}`);
    }
    if (req.method !== "POST" || !url.startsWith(prefix)) return refuse("not a documented call");
    if (req.headers.token !== token) return refuse("Token header missing or wrong");
    if (req.headers.shopid !== String(shopId)) return refuse("ShopId header missing or wrong");
    if (!String(req.headers["content-type"]).startsWith("application/json")) return refuse("not JSON");
    const body = await bodyOf(req);
    if (!body) return refuse("no JSON body");
    const path = url.slice(prefix.length);
    if (path === "shipping-order/create") {
      const problem = createProblem(body);
      if (problem) return refuse(problem);
      const code = `GHN${String(next++).padStart(5, "0")}`;
      orders.set(code, { client: String(body.client_order_code), status: "ready_to_pick", at: new Date() });
      created.push(body);
      return send(200, { code: 200, message: "Success", data: { order_code: code, total_fee: 71_400, expected_delivery_time: "2026-12-02T16:59:59Z" } });
    }
    if (path === "shipping-order/detail-by-client-code") {
      const found = [...orders].find(([, order]) => order.client === body.client_order_code);
      if (!found) return send(200, { code: 400, message: "Đơn hàng không tồn tại", data: null });
      return send(200, { code: 200, message: "Success", data: [{ order_code: found[0], client_order_code: found[1].client, status: found[1].status, updated_date: found[1].at.toISOString() }] });
    }
    if (path === "switch-status/cancel") {
      const codes = body.order_codes;
      if (!Array.isArray(codes) || codes.length === 0) return refuse("order_codes must be a list");
      const data = (codes as string[]).map((code) => {
        const order = orders.get(code);
        const ok = order !== undefined && ["ready_to_pick", "picking"].includes(order.status);
        if (ok) {
          order.status = "cancel";
          canceled.push(code);
        }
        return { order_code: code, result: ok, message: ok ? "OK" : "Không thể hủy" };
      });
      return send(200, { code: 200, message: "Success", data });
    }
    if (path === "a5/gen-token") {
      if (!Array.isArray(body.order_codes)) return refuse("order_codes must be a list");
      return send(200, { code: 200, message: "Success", data: { token: `print-${(body.order_codes as string[]).join("-")}` } });
    }
    return refuse(`unknown path ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    shopId,
    created,
    canceled,
    refusals,
    masterDataCalls,
    setStatus(orderCode, status, at = new Date()) {
      const order = orders.get(orderCode);
      if (!order) throw new Error(`no fake GHN order ${orderCode}`);
      Object.assign(order, { status, at });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
