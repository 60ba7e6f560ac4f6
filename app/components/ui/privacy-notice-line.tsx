import { Link } from "react-router";
import { PRIVACY_NOTICE_PATH } from "#common/legal";

/** Under every form that collects personal data (issue 45): where the visitor reads how it is handled. */
export function PrivacyNoticeLine({ className = "" }: { className?: string }) {
  return (
    <p className={`text-xs text-gray-500 ${className}`}>
      Thông tin bạn gửi được xử lý theo{" "}
      <Link to={PRIVACY_NOTICE_PATH} className="text-brand-700 underline">
        Chính sách bảo mật
      </Link>
      .
    </p>
  );
}
