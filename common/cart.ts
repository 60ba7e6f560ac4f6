/** Cart rules and shapes the browser needs, kept free of zod so the shop's pages do not ship the validator. */

/** Largest quantity of one product in one cart line (a shop never buys a thousand machines online). */
export const MAX_LINE_QUANTITY = 999;

/** A cart line as `GET /api/cart` returns it (spec section 3); prices in whole dong. */
export interface CartItem {
  id: number;
  productId: number;
  quantity: number;
  product: {
    name: string;
    image: string;
    price: number;
    discountPrice: number | null;
    inStock: boolean;
    /** The shop stopped selling it: the line cannot be ordered. */
    archived?: boolean;
  };
}
