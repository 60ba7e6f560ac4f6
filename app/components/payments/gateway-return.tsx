import { Link } from "react-router";
import type { GatewayReturnView } from "#common/payment";
import { useSiteInfo } from "~/lib/root-data";

const HEADINGS = {
  paid: "Thanh toán thành công",
  failed: "Thanh toán chưa thành công",
  pending: "Đang xác nhận thanh toán…",
} as const;

/**
 * Where a gateway sends the buyer back (decisions 0054, 0057): what the shop recorded from the gateway's own
 * notification for the attempt the signed return names; it never records anything itself.
 */
export function GatewayReturn({ view, gatewayName }: { view: GatewayReturnView; gatewayName: string }) {
  const { verified, orderId, orderPath, status } = view;
  const { hotline } = useSiteInfo();
  if (!verified || !orderId || !orderPath || !status) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-2xl font-bold text-gray-900">Không xác minh được kết quả thanh toán</h1>
        <p className="mt-3 text-gray-700">
          Đường dẫn này không mang kết quả hợp lệ từ {gatewayName}. Nếu anh/chị đã thanh toán, cửa hàng ghi nhận ngay khi {gatewayName} xác nhận; cần
          hỗ trợ xin gọi <a href={hotline.href} className="font-semibold text-brand-700">{hotline.display}</a>.
        </p>
        <Link to="/" className="mt-6 inline-block text-brand-700 hover:underline">Về trang chủ</Link>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold text-gray-900" data-testid="gateway-result">{HEADINGS[status]}</h1>
      <p className="mt-3 text-gray-700" role="status">
        {status === "paid" && `Cửa hàng đã nhận thanh toán cho đơn hàng #${orderId}. Nhân viên sẽ gọi điện hẹn giao hàng.`}
        {status === "failed" && `Đơn hàng #${orderId} vẫn được giữ và chưa thanh toán. Anh/chị có thể thanh toán lại hoặc liên hệ cửa hàng từ trang đơn hàng.`}
        {status === "pending" && `${gatewayName} chưa báo kết quả cho đơn hàng #${orderId}. Trang đơn hàng sẽ cập nhật khi có kết quả; anh/chị cũng có thể tải lại trang này sau ít phút.`}
      </p>
      <Link to={orderPath} className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800">
        Xem đơn hàng #{orderId}
      </Link>
    </main>
  );
}
