import { shareLink } from "~/lib/analytics-links";
import { fill } from "#common/i18n-vi";
import type { BlogTexts } from "#common/page-texts/blog";
import { usePageTexts } from "~/lib/language";
import { facebookShareUrl, zaloShareUrl } from "./blog-links";

/** Share links (plain links: they work without JavaScript and open in a new tab); a click is a `share` event. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = usePageTexts<BlogTexts>();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-gray-700">{t.share}</span>
      <a
        href={facebookShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        {...shareLink("facebook", url)}
        aria-label={fill(t.shareFacebook, { title })}
        className="inline-flex items-center gap-2 rounded-lg bg-[#0866ff] px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        Facebook
      </a>
      <a
        href={zaloShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        {...shareLink("zalo", url)}
        aria-label={fill(t.shareZalo, { title })}
        className="inline-flex items-center gap-2 rounded-lg bg-[#0068ff] px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        Zalo
      </a>
    </div>
  );
}
