import type { Foundation } from "../foundation";
import { createDiscountCodeService } from "./discount-codes";

/** Discount codes (issue 36); the placement pipeline's discount step redeems them. */
export function createDiscountServices(foundation: Foundation) {
  return { discountCodes: createDiscountCodeService(foundation.db, foundation.rateLimiter) };
}
