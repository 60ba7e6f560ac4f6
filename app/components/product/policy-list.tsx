import { PRICE_VAT_NOTE } from "#common/money";
import { CheckIcon } from "~/components/ui/icons";

/** The sales policy of every product page, in its first tab. */
export function PolicyList() {
  const items = [
    `${PRICE_VAT_NOTE}; thuế VAT được cộng vào khi đặt hàng.`,
    "Miễn phí giao hàng nội thành Hà Nội, Đà Nẵng và TP. Hồ Chí Minh cho hóa đơn trên 1 triệu đồng; giao hàng toàn quốc, có bảo hiểm hư hỏng khi vận chuyển.",
    "Bảo hành 12 tháng cho mạch điện và động cơ; không áp dụng cho phụ kiện tiêu hao.",
    "Đổi máy mới trong 7 ngày đầu nếu lỗi do nhà sản xuất.",
    "Lắp đặt và hướng dẫn vận hành tận nơi — 5 phút là nhân viên làm quen được máy.",
    "Hotline tư vấn và hỗ trợ kỹ thuật 24/7.",
  ];
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-gray-700">
          <CheckIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
