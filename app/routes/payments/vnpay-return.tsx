import { englishPageHandle, fill } from "#common/i18n-vi";
import { orderTexts } from "#common/page-texts/order";
import type { GatewayReturnView } from "#common/payment";
import { pageTextsFor } from "~/lib/page-texts.server";
import { GatewayReturn } from "~/components/payments/gateway-return";
import type { Route } from "./+types/vnpay-return";

/**
 * /payments/vnpay/return — where VNPAY sends the buyer back (decision 0054). It checks VNPAY's signature and shows
 * what the shop recorded from VNPAY's own notification (IPN); it never records anything itself, so a forged or
 * replayed return changes nothing.
 */
export const handle = englishPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const view: GatewayReturnView = await context.services.vnpay.returnView(Object.fromEntries(new URL(request.url).searchParams));
  // The order catalogue in the visitor's language (docs/decisions/0067).
  const { texts } = pageTextsFor(request, orderTexts);
  return { view, texts, title: fill(texts.returnTitle, { gateway: "VNPAY" }) };
}

export function meta({ data }: Route.MetaArgs) {
  return [...(data ? [{ title: data.title }] : []), { name: "robots", content: "noindex, nofollow" }];
}

export default function VnpayReturnPage({ loaderData }: Route.ComponentProps) {
  return <GatewayReturn view={loaderData.view} gatewayName="VNPAY" />;
}
