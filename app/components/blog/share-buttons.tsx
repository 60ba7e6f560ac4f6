import { trackBlogEvent } from "./blog-analytics";
import { facebookShareUrl, zaloShareUrl } from "./blog-links";

/** Share links (plain links: they work without JavaScript and open in a new tab). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const share = (network: string) => () => trackBlogEvent("share", { method: network, content_type: "blog_post", item_id: url });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium text-gray-700">Chia sẻ:</span>
      <a
        href={facebookShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={share("facebook")}
        aria-label={`Chia sẻ "${title}" lên Facebook`}
        className="inline-flex items-center gap-2 rounded-lg bg-[#1877f2] px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        Facebook
      </a>
      <a
        href={zaloShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={share("zalo")}
        aria-label={`Chia sẻ "${title}" qua Zalo`}
        className="inline-flex items-center gap-2 rounded-lg bg-[#0068ff] px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        Zalo
      </a>
    </div>
  );
}
