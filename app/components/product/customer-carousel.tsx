import { useRef } from "react";
import { FallbackImage } from "~/components/ui/fallback-image";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import type { CustomerPhoto } from "#common/product-content";

/** Customer photo carousel: native scroll-snap, arrow buttons scroll by one photo; broken photos show the placeholder. */
export function CustomerCarousel({ title, photos, headingId = "customers-heading" }: { title: string; photos: CustomerPhoto[]; headingId?: string }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const step = (list.firstElementChild as HTMLElement | null)?.offsetWidth ?? list.clientWidth;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
    const atStart = list.scrollLeft <= 4;
    if (direction === 1 && atEnd) list.scrollTo({ left: 0, behavior: "smooth" });
    else if (direction === -1 && atStart) list.scrollTo({ left: list.scrollWidth, behavior: "smooth" });
    else list.scrollBy({ left: direction * (step + 16), behavior: "smooth" });
  };
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-gray-900">
          {title}
        </h2>
        <div className="flex gap-2">
          <button type="button" onClick={() => scroll(-1)} aria-label="Ảnh trước" className="rounded-full border p-2 hover:bg-gray-50">
            <ChevronLeftIcon />
          </button>
          <button type="button" onClick={() => scroll(1)} aria-label="Ảnh tiếp theo" className="rounded-full border p-2 hover:bg-gray-50">
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul ref={track} className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {photos.map((customer, index) => (
          <li key={`${index}-${customer.image}`} className="w-72 shrink-0 snap-start sm:w-80" aria-roledescription="slide" aria-label={`${index + 1} / ${photos.length}`}>
            <figure>
              <FallbackImage
                src={customer.image}
                alt={`Khách hàng ${customer.caption}`}
                width={320}
                height={240}
                sizes="320px"
                loading="lazy"
                className="aspect-[4/3] w-full rounded-xl bg-gray-100 object-cover"
              />
              <figcaption className="mt-2 text-sm text-gray-600">{customer.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
