import { Link } from "react-router";
import { ShieldIcon, TruckIcon } from "~/components/ui/icons";
import { HeadsetIcon, ToolIcon } from "~/components/ui/section-icons";

/** Shown on every product page. */
export function WarrantyBlock() {
  const items = [
    { icon: <ShieldIcon size={26} />, title: "Bảo hành 12 tháng", text: "Bảo hành chính hãng toàn quốc cho mạch điện và động cơ." },
    { icon: <ToolIcon size={26} />, title: "Đổi mới trong 7 ngày", text: "Đổi máy mới nếu có lỗi của nhà sản xuất trong 7 ngày đầu." },
    { icon: <TruckIcon size={26} />, title: "Máy dùng tạm", text: "Có máy cho mượn trong thời gian sửa chữa, quán không phải nghỉ bán." },
    { icon: <HeadsetIcon size={26} />, title: "Hỗ trợ 24/7", text: "Hotline kỹ thuật 24/7, bảo dưỡng định kỳ tại quán hoặc tại trung tâm." },
  ];
  return (
    <section aria-labelledby="warranty-heading" className="rounded-2xl bg-gray-50 p-6 sm:p-8">
      <h2 id="warranty-heading" className="text-2xl font-bold text-gray-900">
        Chính sách bảo hành
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="text-brand-700">{item.icon}</span>
            <span>
              <strong className="block text-gray-900">{item.title}</strong>
              <span className="text-sm text-gray-600">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
      {/* Below the fold (lazily hydrated), so the link costs the page's first JavaScript nothing (issue 33). */}
      <Link to="/dealers" className="mt-6 inline-block font-semibold text-brand-800 underline">
        Xem máy và bảo hành tại đại lý gần bạn
      </Link>
    </section>
  );
}
