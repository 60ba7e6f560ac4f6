import { englishPageHandle, vi } from "#common/i18n-vi";
import { fill } from "#common/i18n-vi";
import { productTexts } from "#common/page-texts/product";
import { pageTextsFor } from "~/lib/page-texts.server";
import { usePageTexts } from "~/lib/language";
import { useEffect, useState } from "react";
import { Link, type MetaDescriptor } from "react-router";
import { formatRatingScore, type ProductView } from "#common/catalog";
import { effectiveUnitPrice, formatVnd } from "#common/money";
import { modelSlugOf, specRowsOf, specTableKeyOf } from "#common/product-content";
import { AddToCartButton } from "~/components/product/add-to-cart-button";
import { ProductQuoteRequest } from "~/components/quotes/product-quote-request";
import { tagTone } from "~/components/product/tag-tone";
import { Price } from "~/components/product/price";
import { StarRating } from "~/components/product/star-rating";
import { ChevronLeftIcon, ShieldIcon, TruckIcon } from "~/components/ui/icons";
import { lazyBelowTheFold } from "~/components/ui/below-the-fold";
import { trackViewItem } from "~/lib/track";
import { idParam, orNotFound } from "~/lib/loader-errors.server";
import { brandedTitle, productJsonLd, seoMeta } from "~/lib/seo";
import { useConsultationProduct } from "~/components/leads/consultation-context";
import type { Route } from "./+types/product-detail";
import { sharedPageHandle } from "#common/shared-page";
import { reviewFormAction } from "~/lib/review-form.server";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts); it
 * has an English variant, its interface from the page catalogue and the owner's English name and description when
 * written (docs/decisions/0060).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const id = idParam(params.id);
  const [shopProduct, content] = await orNotFound(Promise.all([catalog.getProduct(id), catalog.getProductContent(id)]));
  const { language, texts } = pageTextsFor(request, productTexts);
  // The owner's English, field by field; a field without it shows the Vietnamese, marked as such (`ownVietnamese`).
  const englishName = language === "en" ? content.english?.name : null;
  const englishDescription = language === "en" ? content.english?.description : null;
  const product = { ...shopProduct, name: englishName || shopProduct.name, description: englishDescription || shopProduct.description };
  const ownVietnamese = { name: language === "en" && !englishName, description: language === "en" && !englishDescription };
  const [related, reviews, site] = await Promise.all([
    catalog.listRelated(product),
    context.services.reviews.listApproved(product.id),
    context.services.storeSettings.siteInfo(),
  ]);
  const rows = specRowsOf(content.specs);
  // Built here so the SEO helpers stay on the server: the browser only reads the finished tags.
  return {
    texts,
    ownVietnamese,
    product,
    related,
    reviews,
    // The page's own sections, drawn below the fold from the product's blocks.
    content: { model: modelSlugOf(product.name), blocks: content.blocks },
    // More photos after the main one (issue 36), drawn as server HTML.
    gallery: content.gallery ?? [],
    // Label–value pairs: the table's markup stays as small as it was when the rows were code.
    specs: { id: specTableKeyOf(product.name, rows), rows: rows.map((row): [label: string, value: string] => [row.label, row.value]) },
    seo: productMeta(context.env.siteUrl, product, site.brandName),
  };
}

/** The review form of the reviews tab: a plain form post (no script on the page for it). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idParam(params.id);
  await orNotFound(context.services.catalog.getProduct(id));
  return reviewFormAction({ request, context, productId: id });
}

function productMeta(siteUrl: string, product: ProductView, brandName: string): MetaDescriptor[] {
  const price = effectiveUnitPrice(product);
  const description = product.description.length > 160 ? `${product.description.slice(0, 157).trimEnd()}…` : product.description;
  return [
    ...seoMeta({
      siteUrl,
      path: `/products/${product.id}`,
      title: brandedTitle(`${product.name} – ${formatVnd(price)}`, brandName),
      description,
      image: product.image,
      imageAlt: product.name,
      jsonLd: [productJsonLd(siteUrl, product, brandName)],
    }),
    { property: "product:price:amount", content: String(price) },
    { property: "product:price:currency", content: "VND" },
  ];
}

export function meta({ data }: Route.MetaArgs) {
  return data ? data.seo : [{ title: vi.notFoundTitle }];
}

/** The tabs (policy, specifications, reviews) under the first screen: rendered by the server, hydrated when they come near. */
const ProductTabs = lazyBelowTheFold(() => import("~/components/product/product-tabs").then((module) => module.ProductTabs));

/** The machine's own sections, the warranty and related products: below the fold, hydrated when they come near. */
/**
 * The main photo and any more (issue 36): the server's HTML and CSS work alone (swipe, thumbnail links); the
 * gallery's code loads after the page, so the page's preloaded JavaScript does not grow (decision 0025).
 */
const ProductGallery = lazyBelowTheFold(() => import("~/components/product/product-gallery").then((module) => module.ProductGallery));

const ProductLowerSections = lazyBelowTheFold(() =>
  import("~/components/product/product-lower-sections").then((module) => module.ProductLowerSections),
);

export default function ProductDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { product, related, reviews, content, specs, gallery, ownVietnamese } = loaderData;
  const t = usePageTexts<typeof productTexts.vi>();
  // The owner's words without an English version stay Vietnamese and say so (`lang`), on an English page.
  const langOf = (vietnamese: boolean) => (vietnamese ? "vi" : undefined);
  const [quantity, setQuantity] = useState(1);
  const unitPrice = effectiveUnitPrice(product);
  useConsultationProduct(product.name);

  useEffect(() => {
    trackViewItem({ id: product.id, name: product.name, price: unitPrice, category: product.categoryName });
  }, [product.id, product.name, unitPrice, product.categoryName]);

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <Link to="/products" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ChevronLeftIcon size={16} /> {t.back}
      </Link>

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="relative">
          {product.tag && (
            <span lang="vi" className={`absolute left-4 top-4 rounded-full px-3 py-1 text-sm font-bold ${tagTone(product.tag)}`}>{product.tag}</span>
          )}
          <ProductGallery name={product.name} main={product.image} photos={gallery} />
        </div>
        <div>
          <h1 lang={langOf(ownVietnamese.name)} className="text-3xl font-bold text-gray-900">
            {product.name}
          </h1>
          {/* Stars and a count only when approved reviews give them: a new machine shows no invented score. */}
          {product.reviewCount > 0 && (
            <div className="mt-3 flex items-center gap-2 text-sm text-gray-600">
              <StarRating rating={product.rating} />
              <span>
                {formatRatingScore(product.rating)} ({fill(t.reviewCount, { count: product.reviewCount })})
              </span>
            </div>
          )}
          <p lang={langOf(ownVietnamese.description)} className="mt-4 leading-relaxed text-gray-700">
            {product.description}
          </p>
          <p className="mt-6" data-testid="product-price">
            <Price price={product.price} discountPrice={product.discountPrice} size="lg" />
          </p>
          <ul className="mt-3 space-y-1 text-sm text-gray-600">
            <li data-testid="price-vat-note">{t.vatNote}</li>
            <li className="flex items-center gap-1.5">
              <TruckIcon size={16} className="text-brand-700" /> {t.freeDelivery}
            </li>
            <li className="flex items-center gap-1.5">
              <ShieldIcon size={16} className="text-brand-700" /> {fill(t.warranty, { months: 12 })}
            </li>
          </ul>

          <div className="mt-6 flex flex-wrap items-center gap-4">
            <div className="flex items-center rounded-lg border border-gray-300" role="group" aria-label={t.quantity}>
              <button
                type="button"
                className="h-11 w-11 text-lg disabled:opacity-40"
                onClick={() => setQuantity((value) => Math.max(1, value - 1))}
                disabled={quantity <= 1}
                aria-label={t.decrease}
              >
                −
              </button>
              <output className="w-10 text-center text-lg" aria-live="polite" data-testid="quantity">
                {quantity}
              </output>
              <button type="button" className="h-11 w-11 text-lg" onClick={() => setQuantity((value) => value + 1)} aria-label={t.increase}>
                +
              </button>
            </div>
            <AddToCartButton product={product} quantity={quantity} size="page" />
            <ProductQuoteRequest productId={product.id} productName={product.name} quantity={quantity} />
          </div>

          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-500">{t.category}</dt>
            <dd lang="vi" className="font-medium text-gray-800">
              {product.categoryName}
            </dd>
            <dt className="text-gray-500">{t.stock}</dt>
            <dd className={`font-medium ${product.inStock ? "text-brand-700" : "text-red-600"}`}>{product.inStock ? t.inStock : t.soldOut}</dd>
          </dl>
        </div>
      </div>

      <div className="mt-12 scroll-mt-24" id="reviews">
        <ProductTabs product={product} specs={specs} reviews={reviews} result={actionData} />
      </div>

      <ProductLowerSections wrapperClassName="mt-10" product={product} content={content} related={related} />
    </main>
  );
}
