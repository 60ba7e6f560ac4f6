import { Link } from "react-router";
import { PRIVACY_NOTICE_PATH } from "#common/legal";
import { useMessages } from "~/lib/language";

/** Under every form that collects personal data (issue 45): where the visitor reads how it is handled. */
export function PrivacyNoticeLine({ className = "" }: { className?: string }) {
  const t = useMessages();
  return (
    <p className={`text-xs text-gray-500 ${className}`}>
      {t.privacyNoticeBefore}
      <Link to={PRIVACY_NOTICE_PATH} className="text-brand-700 underline">
        {t.privacyNoticeLink}
      </Link>
      .
    </p>
  );
}
