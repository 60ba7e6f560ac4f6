import { Link } from "react-router";
import { fill } from "#common/i18n-vi";
import type { OrderTexts } from "#common/page-texts/order";
import type { GatewayReturnView } from "#common/payment";
import { usePageTexts } from "~/lib/language";
import { useSiteInfo } from "~/lib/root-data";

const HEADINGS = { paid: "returnPaid", failed: "returnFailed", pending: "returnPending" } as const;
const TEXTS = { paid: "returnPaidText", failed: "returnFailedText", pending: "returnPendingText" } as const;

/**
 * Where a gateway sends the buyer back (decisions 0054, 0057): what the shop recorded from the gateway's own
 * notification for the attempt the signed return names; it never records anything itself. Its texts are the order
 * catalogue's (common/page-texts/order.ts), in the visitor's language.
 */
export function GatewayReturn({ view, gatewayName }: { view: GatewayReturnView; gatewayName: string }) {
  const { verified, orderId, orderPath, status } = view;
  const { hotline } = useSiteInfo();
  const t = usePageTexts<OrderTexts>();
  if (!verified || !orderId || !orderPath || !status) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-2xl font-bold text-gray-900">{t.returnUnverified}</h1>
        <p className="mt-3 text-gray-700">
          {fill(t.returnUnverifiedText, { gateway: gatewayName })}
          <a href={hotline.href} className="font-semibold text-brand-700">{hotline.display}</a>.
        </p>
        <Link to="/" className="mt-6 inline-block text-brand-700 hover:underline">{t.returnHome}</Link>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold text-gray-900" data-testid="gateway-result">{t[HEADINGS[status]]}</h1>
      <p className="mt-3 text-gray-700" role="status">
        {fill(t[TEXTS[status]], { id: orderId, gateway: gatewayName })}
      </p>
      <Link to={orderPath} className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800">
        {fill(t.returnOrder, { id: orderId })}
      </Link>
    </main>
  );
}
