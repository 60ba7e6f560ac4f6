import { Suspense } from "react";
import { Await, Link } from "react-router";
import { Price } from "~/components/product/price";
import { ProductImage } from "~/components/product/product-image";
import { FEATURED_SKELETONS_PER_GROUP, groupFeatured } from "~/lib/featured";

export interface FeaturedProduct {
  id: number;
  name: string;
  image: string;
  price: number;
  discountPrice: number | null;
}

/** Featured-products section (anchor featured-products): tea and coffee groups, skeletons while loading. */
export function FeaturedProducts({ products }: { products: Promise<FeaturedProduct[]> }) {
  return (
    <section id="featured-products" aria-labelledby="featured-heading" className="scroll-mt-20 bg-gray-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold text-gray-900">
              Sản phẩm nổi bật
            </h2>
            <p className="mt-2 text-gray-600">Máy pha trà cho quán trà sữa, máy pha cà phê cho quán cà phê mang đi.</p>
          </div>
          <Link to="/products" className="font-semibold text-brand-700 hover:underline">
            Xem tất cả sản phẩm →
          </Link>
        </div>
        <Suspense fallback={<Groups tea={null} coffee={null} />}>
          <Await resolve={products} errorElement={<p className="mt-8 text-gray-600">Không tải được danh sách sản phẩm.</p>}>
            {(loaded) => {
              const { tea, coffee } = groupFeatured(loaded);
              return <Groups tea={tea} coffee={coffee} />;
            }}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

function Groups({ tea, coffee }: { tea: FeaturedProduct[] | null; coffee: FeaturedProduct[] | null }) {
  return (
    <div className="mt-10 space-y-12">
      <Group id="tea" title="Máy pha trà" products={tea} />
      <Group id="coffee" title="Máy pha cà phê" products={coffee} />
    </div>
  );
}

function Group({ id, title, products }: { id: string; title: string; products: FeaturedProduct[] | null }) {
  return (
    <div aria-labelledby={`featured-${id}`} role="group" aria-busy={products === null}>
      <h3 id={`featured-${id}`} className="text-xl font-semibold text-brand-900">
        {title}
      </h3>
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
