import { PAYMENT_STANDING_LABELS, type PaymentStanding } from "#common/order-desk";

const TONES: Record<PaymentStanding, string> = {
  unpaid: "bg-gray-100 text-gray-700 ring-gray-300",
  partial: "bg-amber-50 text-amber-800 ring-amber-200",
  paid: "bg-green-50 text-green-800 ring-green-200",
  "partially-refunded": "bg-sky-50 text-sky-800 ring-sky-200",
  refunded: "bg-slate-100 text-slate-700 ring-slate-300",
  "refund-due": "bg-red-50 text-red-700 ring-red-200",
};

/** Where an order's money stands, so a paid order and an unpaid one never look the same. */
export function PaymentStandingBadge({ standing }: { standing: PaymentStanding }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[standing] ?? TONES.unpaid}`}>
      {PAYMENT_STANDING_LABELS[standing] ?? standing}
    </span>
  );
}
