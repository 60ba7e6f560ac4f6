import type { GatewayReturnView } from "#common/payment";
import { GatewayReturn } from "~/components/payments/gateway-return";
import type { Route } from "./+types/vnpay-return";

/**
 * /payments/vnpay/return — where VNPAY sends the buyer back (decision 0054). It checks VNPAY's signature and shows
 * what the shop recorded from VNPAY's own notification (IPN); it never records anything itself, so a forged or
 * replayed return changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<GatewayReturnView> {
  return context.services.vnpay.returnView(Object.fromEntries(new URL(request.url).searchParams));
}

export function meta() {
  return [{ title: "Kết quả thanh toán VNPAY" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function VnpayReturnPage({ loaderData }: Route.ComponentProps) {
  return <GatewayReturn view={loaderData} gatewayName="VNPAY" />;
}
