import { useState } from "react";
import { useRevalidator } from "react-router";
import type { GatewayPaymentMethod } from "#common/payment";
import { api, ApiError } from "~/lib/api-client";
import { toast } from "~/lib/toast";

const GATEWAY_TEXTS: Record<GatewayPaymentMethod, { name: string; title: string; intro: string }> = {
  vnpay: {
    name: "VNPAY",
    title: "Thanh toán qua VNPAY",
    intro: "Đơn hàng đang được giữ và chờ thanh toán. Thẻ ATM, thẻ quốc tế hoặc mã QR ngân hàng được nhập trên trang của VNPAY, cửa hàng không nhận thông tin thẻ.",
  },
  momo: {
    name: "MoMo",
    title: "Thanh toán bằng ví MoMo",
    intro: "Đơn hàng đang được giữ và chờ thanh toán. Anh/chị thanh toán trên trang của MoMo bằng ứng dụng MoMo, cửa hàng không nhận thông tin ví.",
  },
  vnpay_instalment: {
    name: "VNPAY",
    title: "Trả góp qua thẻ tín dụng (VNPAY)",
    intro: "Đơn hàng đang được giữ và chờ thanh toán. Ngân hàng, kỳ hạn trả góp và thẻ tín dụng được chọn trên trang của VNPAY, cửa hàng không nhận thông tin thẻ.",
  },
};

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
  const texts = GATEWAY_TEXTS[gateway];

  const pay = async () => {
    setBusy("pay");
    try {
      const { paymentUrl } = await api.post<{ paymentUrl: string }>(`/api/orders/${orderId}/payments/${GATEWAY_PATHS[gateway]}${query}`);
      window.location.assign(paymentUrl);
    } catch (error) {
      toast.error("Chưa mở được trang thanh toán", { description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Vui lòng thử lại sau ít phút." });
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy("check");
    try {
      const { settled } = await api.post<{ settled: number }>(`/api/orders/${orderId}/payments/${GATEWAY_PATHS[gateway]}/check${query}`);
      if (settled > 0) toast.success(`Đã cập nhật kết quả thanh toán từ ${texts.name}`);
      else toast.error(`${texts.name} chưa ghi nhận thanh toán nào cho đơn này`, { description: `Nếu tiền đã bị trừ, cửa hàng sẽ ghi nhận khi ${texts.name} báo kết quả.` });
      await revalidator.revalidate();
    } catch {
      toast.error(`Chưa kiểm tra được với ${texts.name}`, { description: "Vui lòng thử lại sau ít phút." });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="gateway-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="gateway-title" className="text-xl font-bold text-brand-900">{texts.title}</h2>
      <p className="mt-2 text-sm text-brand-900">{texts.intro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={pay} disabled={busy !== null} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
          {busy === "pay" ? `Đang mở ${texts.name}…` : texts.title}
        </button>
        <button type="button" onClick={check} disabled={busy !== null} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-white disabled:opacity-70">
          {busy === "check" ? "Đang kiểm tra…" : "Tôi đã thanh toán, kiểm tra lại"}
        </button>
      </div>
    </section>
  );
}
