import { CarrierError } from "../carrier";
import type { GhnAddressList, GhnDistrict, GhnProvince, GhnWard } from "./ghn-addresses";

/**
 * GHN's published HTTP API (api.ghn.vn/home/docs, cited in decision 0052). Every call is a POST of JSON to
 * `{gateway}/shiip/public-api/v2/…` with the headers `Token` (the account's API token) and `ShopId` (the shop's
 * id, an integer); every answer is `{ code, message, data }`, `code` 200 on success. The dev gateway
 * (`dev-online-gateway.ghn.vn`) is the sandbox, `online-gateway.ghn.vn` the live one; both come from the
 * environment so tests point them at a local fake.
 */

export interface GhnEndpoints {
  sandbox: string;
  live: string;
}

export const DEFAULT_GHN_ENDPOINTS: GhnEndpoints = {
  sandbox: "https://dev-online-gateway.ghn.vn",
  live: "https://online-gateway.ghn.vn",
};

export interface GhnCredentials {
  token: string;
  shopId: number;
  /** The gateway's base URL (sandbox or live). */
  baseUrl: string;
}

/** An item of a heavy parcel (service type 5 measures each item, doc id=95). */
export interface GhnItem {
  name: string;
  code: string;
  quantity: number;
  price: number;
  length: number;
  width: number;
  height: number;
  weight: number;
}

/** `shipping-order/create` (doc id=63: the receiver's place by GHN's district id and ward code). */
export interface GhnCreateOrder {
  payment_type_id: 1 | 2;
  note: string;
  required_note: "CHOTHUHANG" | "CHOXEMHANGKHONGTHU" | "KHONGCHOXEMHANG";
  client_order_code: string;
  from_district_id?: number;
  from_ward_code?: string;
  to_name: string;
  to_phone: string;
  to_address: string;
  /** GHN's own ids of the receiver's place (doc id=63), from its address list (ghn-addresses.ts). */
  to_district_id: number;
  to_ward_code: string;
  cod_amount: number;
  content: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  insurance_value: number;
  service_type_id: 2 | 5;
  items: GhnItem[];
}

export interface GhnCreated {
  order_code: string;
  total_fee: number;
  expected_delivery_time?: string;
}

export interface GhnOrderDetail {
  order_code: string;
  client_order_code?: string;
  status: string;
  updated_date?: string;
  cod_amount?: number;
}

const TIMEOUT_MS = 15_000;

/** A GHN client for one account: each method is one documented endpoint. */
export function ghnApi(credentials: GhnCredentials, fetcher: typeof fetch = fetch) {
  /** A v2 call (`Token` and `ShopId`), or GHN's address list (`master-data/…`, `Token` only, docs id=78 and id=61). */
  async function call<T>(path: string, body: unknown): Promise<T> {
    const masterData = path.startsWith("master-data/");
    let response: Response;
    try {
      response = await fetcher(`${credentials.baseUrl}/shiip/public-api/${masterData ? "" : "v2/"}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Token: credentials.token, ...(masterData ? {} : { ShopId: String(credentials.shopId) }) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CarrierError("không kết nối được tới GHN, vui lòng thử lại");
    }
    const answer = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
    if (!answer || answer.code !== 200) throw new CarrierError(answer?.message ? String(answer.message).slice(0, 300) : `GHN trả lời mã ${response.status}`);
    return answer.data as T;
  }

  return {
    /** GHN's address list: provinces, a province's districts, a district's wards (their ids are what create needs). */
    addresses: {
      provinces: async () => (await call<GhnProvince[] | null>("master-data/province", {})) ?? [],
      districts: async (provinceId: number) => (await call<GhnDistrict[] | null>("master-data/district", { province_id: provinceId })) ?? [],
      wards: async (districtId: number) => (await call<GhnWard[] | null>("master-data/ward?district_id", { district_id: districtId })) ?? [],
    } satisfies GhnAddressList,
    /** `shipping-order/fee` (doc id=76, id=95): the fee before creating. */
    async fee(body: Omit<GhnCreateOrder, "payment_type_id" | "note" | "required_note" | "client_order_code" | "to_name" | "to_phone" | "to_address" | "content" | "cod_amount"> & { cod_value: number }): Promise<number> {
      const data = await call<{ total?: number }>("shipping-order/fee", body);
      return Math.round(Number(data?.total ?? 0));
    },
    /** `shipping-order/create` (doc id=123). */
    create(body: GhnCreateOrder): Promise<GhnCreated> {
      return call<GhnCreated>("shipping-order/create", body);
    },
    /** `shipping-order/detail-by-client-code` (doc id=119): the order's current status; `data` may be one order or a list of one. */
    async detailByClientCode(clientOrderCode: string): Promise<GhnOrderDetail> {
      const data = await call<GhnOrderDetail | GhnOrderDetail[]>("shipping-order/detail-by-client-code", { client_order_code: clientOrderCode });
      const detail = Array.isArray(data) ? data[0] : data;
      if (!detail || typeof detail.status !== "string") throw new CarrierError("GHN không trả về trạng thái đơn hàng");
      return detail;
    },
    /** `switch-status/cancel` (doc id=73): `{ order_codes: [...] }`, each answered with its `result`. */
    async cancel(orderCode: string): Promise<void> {
      const data = await call<Array<{ order_code: string; result: boolean; message?: string }>>("switch-status/cancel", { order_codes: [orderCode] });
      const mine = Array.isArray(data) ? data.find((row) => row.order_code === orderCode) : undefined;
      if (!mine?.result) throw new CarrierError(mine?.message ?? "GHN không hủy được đơn");
    },
    /** `a5/gen-token` (doc id=67): a print token valid 30 minutes, for `{gateway}/a5/public-api/printA5?token=`. */
    async printToken(orderCode: string): Promise<string> {
      const data = await call<{ token?: string }>("a5/gen-token", { order_codes: [orderCode] });
      if (!data?.token) throw new CarrierError("GHN không trả về mã in");
      return data.token;
    },
  };
}
