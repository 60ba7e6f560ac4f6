import type { Foundation } from "../foundation";
import { createCustomerService } from "./customers";

/** The buyers the shop knows, gathered from orders, leads, quotes and machines. */
export function createCustomerServices(foundation: Foundation) {
  return { customers: createCustomerService(foundation.db) };
}
