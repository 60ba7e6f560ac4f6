/**
 * The address in Vietnamese order, as e-mails and order pages show it: street, ward, province (`state` holds
 * the ward's name and `city` the province's, docs/decisions/0017). Zod-free, for any page's bundle.
 */
export function formatShippingAddress(address: { address: string; city: string; state: string }): string {
  return [address.address, address.state, address.city].filter(Boolean).join(", ");
}
