import { ProductImage } from "./product-image";
import { fill } from "#common/i18n-vi";
import type { productTexts } from "#common/page-texts/product";
import { usePageTexts } from "~/lib/language";

const MAIN_SIZES = "(min-width: 1280px) 592px, (min-width: 768px) 46vw, calc(100vw - 2rem)";

/**
 * The product page's photos (issue 36): the main photo, and when the shop added more, a strip that swipes (CSS
 * scroll snap) with thumbnails that jump to each photo (plain `#` links). Server HTML and CSS only: no script, so
 * the product page's JavaScript budget is untouched; photos after the first load lazily.
 */
export function ProductGallery({ name, main, photos }: { name: string; main: string; photos: readonly string[] }) {
  const t = usePageTexts<typeof productTexts.vi>();
  if (photos.length === 0) {
    return <ProductImage src={main} alt={name} width={600} height={600} sizes={MAIN_SIZES} priority className="aspect-square w-full rounded-2xl" />;
  }
  const all = [main, ...photos];
  return (
    <div>
      <div className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl" aria-label={fill(t.photos, { name })} role="group" data-testid="product-gallery">
        {all.map((src, index) => (
          <div key={`${src}-${index}`} id={`anh-${index + 1}`} className="w-full shrink-0 snap-center">
            <ProductImage
              src={src}
              alt={index === 0 ? name : fill(t.photoN, { name, n: index + 1 })}
              width={600}
              height={600}
              sizes={MAIN_SIZES}
              priority={index === 0}
              className="aspect-square w-full"
            />
          </div>
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t.choosePhoto}>
        {all.map((src, index) => (
          <li key={`${src}-${index}`}>
            <a href={`#anh-${index + 1}`} aria-label={fill(t.showPhoto, { n: index + 1 })} className="block rounded-lg border border-gray-200 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600">
              <ProductImage src={src} alt="" width={64} height={64} sizes="64px" className="h-16 w-16 rounded-lg" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
