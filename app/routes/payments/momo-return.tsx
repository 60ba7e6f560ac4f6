import { englishPageHandle, fill } from "#common/i18n-vi";
import { orderTexts } from "#common/page-texts/order";
import type { GatewayReturnView } from "#common/payment";
import { pageTextsFor } from "~/lib/page-texts.server";
import { GatewayReturn } from "~/components/payments/gateway-return";
import type { Route } from "./+types/momo-return";

/**
 * /payments/momo/return — MoMo's `redirectUrl` (decision 0057). It checks MoMo's signature on the redirect and shows
 * what the shop recorded from MoMo's own notification (IPN); it never records anything itself.
 */
export const handle = englishPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const view: GatewayReturnView = await context.services.momo.returnView(Object.fromEntries(new URL(request.url).searchParams));
  // The order catalogue in the visitor's language (docs/decisions/0067).
  const { texts } = pageTextsFor(request, orderTexts);
  return { view, texts, title: fill(texts.returnTitle, { gateway: "MoMo" }) };
}

export function meta({ data }: Route.MetaArgs) {
  return [...(data ? [{ title: data.title }] : []), { name: "robots", content: "noindex, nofollow" }];
}

export default function MomoReturnPage({ loaderData }: Route.ComponentProps) {
  return <GatewayReturn view={loaderData.view} gatewayName="MoMo" />;
}
