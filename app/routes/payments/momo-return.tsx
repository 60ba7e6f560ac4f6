import type { GatewayReturnView } from "#common/payment";
import { GatewayReturn } from "~/components/payments/gateway-return";
import type { Route } from "./+types/momo-return";

/**
 * /payments/momo/return — MoMo's `redirectUrl` (decision 0057). It checks MoMo's signature on the redirect and shows
 * what the shop recorded from MoMo's own notification (IPN); it never records anything itself.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<GatewayReturnView> {
  return context.services.momo.returnView(Object.fromEntries(new URL(request.url).searchParams));
}

export function meta() {
  return [{ title: "Kết quả thanh toán MoMo" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function MomoReturnPage({ loaderData }: Route.ComponentProps) {
  return <GatewayReturn view={loaderData} gatewayName="MoMo" />;
}
