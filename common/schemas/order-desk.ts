import { z } from "../zod";
import { text } from "../validation";
import { ORDER_STATUSES } from "../order-status";
import { PAYMENT_METHODS, PHONE_ORDER_PAYMENT_METHODS } from "../payment";
import { DUE_FILTERS, ORDER_PAGE_SIZES, ORDER_SORTS, PAYMENT_STANDINGS, REFUND_METHODS } from "../order-desk";
import { checkoutSchemas } from "./checkout";

/** Payloads of the order desk (issue 36): the list's query, edits, notes, refunds and phone orders. */

const addressInput = checkoutSchemas("vi").addressInput;

/** A query value that is not one of the list's values is ignored (an old bookmark still opens the list). */
const oneOfOrUndefined = <T extends string>(values: readonly T[]) =>
  z.preprocess((value) => (typeof value === "string" && (values as readonly string[]).includes(value) ? value : undefined), z.enum(values).optional());

const day = z.preprocess(
  (value) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined),
  z.string().optional(),
);

/** `GET /api/admin/orders?q=&status=&payment=&due=&method=&from=&to=&province=&sort=&pageSize=&page=` (and `/admin/orders`). */
export const orderListQuerySchema = z.object({
  // Cut by code points (never half an emoji); a NUL or a broken character is a 400: PostgreSQL cannot compare it.
  q: z.preprocess((value) => (typeof value === "string" ? Array.from(value.trim()).slice(0, 100).join("") : undefined), text().optional()),
  status: oneOfOrUndefined(ORDER_STATUSES),
  payment: oneOfOrUndefined(PAYMENT_STANDINGS),
  due: oneOfOrUndefined(DUE_FILTERS),
  method: oneOfOrUndefined(PAYMENT_METHODS),
  from: day,
  to: day,
  province: z.preprocess((value) => (typeof value === "string" && /^\d{1,3}$/.test(value) ? value : undefined), z.string().optional()),
  sort: z.preprocess((value) => (typeof value === "string" && (ORDER_SORTS as readonly string[]).includes(value) ? value : "newest"), z.enum(ORDER_SORTS)),
  pageSize: z.preprocess(
    (value) => {
      const size = Number(value);
      return (ORDER_PAGE_SIZES as readonly number[]).includes(size) ? size : 50;
    },
    z.number().int(),
  ),
  page: z.preprocess((value) => {
    const page = Number(value);
    return Number.isSafeInteger(page) && page > 0 ? page : 1;
  }, z.number().int()),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const lineInput = z.object({
  productId: z.coerce.number({ error: "Mã sản phẩm không hợp lệ" }).int("Mã sản phẩm không hợp lệ").positive("Mã sản phẩm không hợp lệ"),
  quantity: z.coerce.number({ error: "Số lượng phải là số" }).int("Số lượng phải là số nguyên").min(1, "Số lượng ít nhất là 1").max(999, "Số lượng tối đa 999"),
});

const linesInput = z.array(lineInput, { error: "Danh sách sản phẩm không hợp lệ" }).min(1, "Đơn hàng cần ít nhất một sản phẩm").max(100, "Tối đa 100 dòng");

/** `PUT /api/admin/orders/{id}`: the buyer's address and contact, the lines, or both. */
export const orderEditSchema = z
  .object({
    address: addressInput.optional(),
    items: linesInput.optional(),
  })
  .refine((edit) => edit.address !== undefined || edit.items !== undefined, { message: "Không có thay đổi nào", path: ["_"] });
export type OrderEditInput = z.infer<typeof orderEditSchema>;

/** `POST /api/admin/orders/{id}/notes`. */
export const orderNoteSchema = z.object({
  body: text({ error: "Vui lòng nhập ghi chú" }).trim().min(1, "Vui lòng nhập ghi chú").max(2000, "Ghi chú tối đa 2000 ký tự"),
  visibleToBuyer: z.preprocess((value) => value === true || value === "true" || value === "on", z.boolean()).default(false),
});

/** `POST /api/admin/orders/{id}/refunds`: whole dong, at most what was paid and not yet refunded (the service checks). */
export const orderRefundSchema = z.object({
  amount: z.coerce
    .number({ error: "Số tiền hoàn phải là số" })
    .int("Số tiền hoàn là số đồng nguyên")
    .positive("Số tiền hoàn phải lớn hơn 0")
    .max(1e12, "Số tiền hoàn quá lớn"),
  method: z.enum(REFUND_METHODS, { error: "Chọn cách hoàn tiền" }),
  reason: text({ error: "Vui lòng nhập lý do hoàn tiền" }).trim().min(1, "Vui lòng nhập lý do hoàn tiền").max(500, "Lý do tối đa 500 ký tự"),
  restock: z.preprocess((value) => value === true || value === "true" || value === "on", z.boolean()).default(false),
});

/** `POST /api/admin/orders`: an order taken on the phone, placed by the checkout's rules (server prices, stock). */
export const phoneOrderSchema = z.object({
  address: addressInput,
  items: linesInput,
  paymentMethod: z.enum(PHONE_ORDER_PAYMENT_METHODS, { error: "Hình thức thanh toán không hợp lệ" }).default("cod"),
});

/** `?ids=1,2,3` or `?ids=1&ids=2` of the bulk print. */
export const orderIdsSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [])
    .map((id) => Number(id))
    .filter((id) => Number.isSafeInteger(id) && id > 0),
  z.array(z.number()).min(1, "Chọn ít nhất một đơn hàng").max(200, "Tối đa 200 đơn mỗi lần in"),
);
