import { useState } from "react";
import { useRevalidator } from "react-router";
import type { GatewayPaymentMethod } from "#common/payment";
import { api, ApiError } from "~/lib/api-client";
import { toast } from "~/lib/toast";
import { fill } from "#common/i18n-vi";
import type { OrderTexts } from "#common/page-texts/order";
import { usePageTexts } from "~/lib/language";

/** Each gateway's name and its box's texts in the order catalogue (common/page-texts/order.ts). */
const GATEWAY_TEXTS = {
  vnpay: { name: "VNPAY", title: "vnpayTitle", intro: "vnpayIntro" },
  momo: { name: "MoMo", title: "momoTitle", intro: "momoIntro" },
  vnpay_instalment: { name: "VNPAY", title: "instalmentTitle", intro: "instalmentIntro" },
} as const satisfies Record<GatewayPaymentMethod, { name: string; title: keyof OrderTexts; intro: keyof OrderTexts }>;

/** The order's payment routes: an instalment order is paid again and checked through VNPAY's (server/api/vnpay.ts). */
const GATEWAY_PATHS: Record<GatewayPaymentMethod, string> = { vnpay: "vnpay", momo: "momo", vnpay_instalment: "vnpay" };

/**
 * An unpaid gateway order on the buyer's order page: pay again (a new attempt on the gateway's page) or ask the shop
 * to check with the gateway when a payment made there is not shown yet (decisions 0054, 0057). `linkToken`: the
 * order link's `t`.
 */
export function GatewayPaymentBox({ gateway, orderId, linkToken }: { gateway: GatewayPaymentMethod; orderId: number; linkToken: string | null }) {
  const [busy, setBusy] = useState<"pay" | "check" | null>(null);
  const revalidator = useRevalidator();
  const query = linkToken ? `?t=${encodeURIComponent(linkToken)}` : "";
  const t = usePageTexts<OrderTexts>();
  const { name } = GATEWAY_TEXTS[gateway];
  const title = t[GATEWAY_TEXTS[gateway].title];

  const pay = async () => {
    setBusy("pay");
    try {
      const { paymentUrl } = await api.post<{ paymentUrl: string }>(`/api/orders/${orderId}/payments/${GATEWAY_PATHS[gateway]}${query}`);
      window.location.assign(paymentUrl);
    } catch (error) {
      toast.error(t.gatewayOpenFailed, { description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t.tryLater });
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy("check");
    try {
      const { settled } = await api.post<{ settled: number }>(`/api/orders/${orderId}/payments/${GATEWAY_PATHS[gateway]}/check${query}`);
      if (settled > 0) toast.success(fill(t.gatewayUpdated, { gateway: name }));
      else toast.error(fill(t.gatewayNothing, { gateway: name }), { description: fill(t.gatewayNothingHint, { gateway: name }) });
      await revalidator.revalidate();
    } catch {
      toast.error(fill(t.gatewayCheckFailed, { gateway: name }), { description: t.tryLater });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="gateway-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="gateway-title" className="text-xl font-bold text-brand-900">{title}</h2>
      <p className="mt-2 text-sm text-brand-900">{t[GATEWAY_TEXTS[gateway].intro]}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={pay} disabled={busy !== null} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
          {busy === "pay" ? fill(t.gatewayOpening, { gateway: name }) : title}
        </button>
        <button type="button" onClick={check} disabled={busy !== null} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-white disabled:opacity-70">
          {busy === "check" ? t.gatewayChecking : t.gatewayCheck}
        </button>
      </div>
    </section>
  );
}
