/**
 * The address in Vietnamese order, as e-mails and order pages show it: street, ward, province (`state` holds
 * the ward's name and `city` the province's, docs/decisions/0017). Zod-free, for any page's bundle.
 */
export function formatShippingAddress(address: { address: string; city: string; state: string; formerWard?: string }): string {
  return [address.address, wardWithFormerName(address.state, address.formerWard), address.city].filter(Boolean).join(", ");
}

/**
 * The ward as the buyer recognises it: its new name and, when the buyer found it by the name it had before the
 * 2025 merger, that name too: "Phường Sài Gòn (trước đây: Phường Bến Nghé, Quận 1)".
 */
export function wardWithFormerName(ward: string, formerWard: string | undefined): string {
  return formerWard ? `${ward} (trước đây: ${formerWard})` : ward;
}
