import { Suspense } from "react";
import { Await, Link } from "react-router";
import { Price } from "~/components/product/price";
import { ProductImage } from "~/components/product/product-image";
import type { homeTexts } from "#common/page-texts/home";
import { usePageTexts } from "~/lib/language";
import { FEATURED_SKELETON_GROUPS, FEATURED_SKELETONS_PER_GROUP, groupFeatured, type FeaturedGroup } from "~/lib/featured";

export interface FeaturedProduct {
  id: number;
  name: string;
  image: string;
  price: number;
  discountPrice: number | null;
  categoryId: number;
  categoryName: string;
}

/** Featured-products section (anchor featured-products): a group per category (tea, coffee), skeletons while loading. */
export function FeaturedProducts({ products }: { products: Promise<FeaturedProduct[]> }) {
  const t = usePageTexts<typeof homeTexts.vi>();
  return (
    <section id="featured-products" aria-labelledby="featured-heading" className="scroll-mt-20 bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold text-gray-900">
              {t.featuredHeading}
            </h2>
            <p className="mt-2 text-gray-600">{t.featuredText}</p>
          </div>
          <Link to="/products" className="font-semibold text-brand-700 hover:underline">
            {t.featuredAll}
          </Link>
        </div>
        <Suspense fallback={<Skeletons />}>
          <Await resolve={products} errorElement={<p className="mt-8 text-gray-600">{t.featuredFailed}</p>}>
            {(loaded) => <Groups groups={groupFeatured(loaded)} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function Groups({ groups }: { groups: FeaturedGroup<FeaturedProduct>[] }) {
  return (
    <div className="mt-10 space-y-12">
      {groups.map((group) => (
        <Group key={group.categoryId} id={String(group.categoryId)} title={group.title} products={group.products} />
      ))}
    </div>
  );
}

function Skeletons() {
  return (
    <div className="mt-10 space-y-12">
      {Array.from({ length: FEATURED_SKELETON_GROUPS }, (_, index) => (
        <Group key={index} id={`loading-${index}`} title={null} products={null} />
      ))}
    </div>
  );
}

function Group({ id, title, products }: { id: string; title: string | null; products: FeaturedProduct[] | null }) {
  const t = usePageTexts<typeof homeTexts.vi>();
  return (
    <div aria-labelledby={title ? `featured-${id}` : undefined} aria-label={title ? undefined : t.featuredLoading} role="group" aria-busy={products === null}>
      {title ? (
        <h3 id={`featured-${id}`} lang="vi" className="text-xl font-semibold text-brand-900">
          {title}
        </h3>
      ) : (
        <div className="h-7 w-40 animate-pulse rounded bg-gray-200" />
      )}
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {products === null
          ? Array.from({ length: FEATURED_SKELETONS_PER_GROUP }, (_, index) => (
              <li key={index} data-testid="featured-skeleton" className="animate-pulse rounded-2xl bg-white p-4">
                <div className="h-80 rounded-xl bg-gray-200" />
                <div className="mt-4 h-5 w-2/3 rounded bg-gray-200" />
                <div className="mt-2 h-5 w-1/3 rounded bg-gray-200" />
              </li>
            ))
          : products.map((product) => (
              <li key={product.id}>
                <Link to={`/products/${product.id}`} className="group block rounded-2xl bg-white p-4 shadow-sm transition-shadow hover:shadow-lg">
                  <ProductImage
                    src={product.image}
                    alt={product.name}
                    width={480}
                    height={320}
                    sizes="(min-width: 1280px) 400px, (min-width: 768px) 30vw, calc(100vw - 4rem)"
                    className="h-80 w-full rounded-xl transition-transform group-hover:scale-[1.02]"
                  />
                  <span className="mt-4 block text-lg font-semibold text-gray-900 group-hover:text-brand-700">{product.name}</span>
                  <span className="mt-1 block">
                    <Price price={product.price} discountPrice={product.discountPrice} />
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </div>
  );
}
