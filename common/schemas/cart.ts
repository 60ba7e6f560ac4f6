import { z } from "../zod";
import { MAX_LINE_QUANTITY } from "../cart";

export { MAX_LINE_QUANTITY, type CartItem } from "../cart";

const cartQuantitySchema = z
  .number({ error: "Số lượng phải là số nguyên" })
  .int("Số lượng phải là số nguyên")
  .min(1, "Số lượng tối thiểu là 1")
  .max(MAX_LINE_QUANTITY, `Số lượng tối đa là ${MAX_LINE_QUANTITY}`);

/** `POST /api/cart` — adds a product; a product already in the cart gets this quantity (one line per product). */
export const addToCartSchema = z.object({
  productId: z.number({ error: "Mã sản phẩm không hợp lệ" }).int("Mã sản phẩm không hợp lệ").positive("Mã sản phẩm không hợp lệ").max(2_147_483_647),
  quantity: cartQuantitySchema.default(1),
});

/** `PUT /api/cart/{id}`. */
export const updateCartItemSchema = z.object({ quantity: cartQuantitySchema });
