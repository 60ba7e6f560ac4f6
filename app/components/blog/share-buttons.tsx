import { shareLink } from "~/lib/analytics-links";
import { facebookShareUrl, zaloShareUrl } from "./blog-links";

/** Share links (plain links: they work without JavaScript and open in a new tab); a click is a `share` event. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-gray-700">Chia sẻ:</span>
      <a
        href={facebookShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        {...shareLink("facebook", url)}
        aria-label={`Chia sẻ "${title}" lên Facebook`}
        className="inline-flex items-center gap-2 rounded-lg bg-[#0866ff] px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        Facebook
      </a>
      <a
        href={zaloShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        {...shareLink("zalo", url)}
        aria-label={`Chia sẻ "${title}" qua Zalo`}
        className="inline-flex items-center gap-2 rounded-lg bg-[#0068ff] px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        Zalo
      </a>
    </div>
  );
}
