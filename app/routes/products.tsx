import { Form, Link } from "react-router";
import { normalizeSearchQuery } from "#common/search-text";
import { ProductCard } from "~/components/product/product-card";
import { brandedTitle } from "~/lib/seo";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/products";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = normalizeSearchQuery(new URL(request.url).searchParams.get("search"));
  const products = await context.services.catalog.listProducts({ search });
  return { search, products, siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  const base = [
    {
      name: "description",
      content: "Máy pha trà LT-150, LT-300 và máy pha cà phê LS-200, LS-250: giá chưa bao gồm VAT 10%, bảo hành 12 tháng, dùng thử miễn phí.",
    },
  ];
  if (data?.search) {
    return [{ title: `Tìm kiếm “${data.search}” – ${brandName}` }, { name: "robots", content: "noindex, follow" }, ...base];
  }
  return [
    { title: brandedTitle("Sản phẩm – máy pha trà, máy pha cà phê tự động", brandName) },
    ...base,
    ...(data ? [{ tagName: "link", rel: "canonical", href: `${data.siteUrl}/products` }] : []),
  ];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { search, products } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">{search ? `Kết quả tìm kiếm cho “${search}”` : "Tất cả sản phẩm"}</h1>
          <p className="mt-2 text-gray-600" role="status">
            {search ? `Tìm thấy ${products.length} sản phẩm` : "Máy pha trà và máy pha cà phê tự động cho quán của bạn"}
          </p>
        </div>
        <Form method="get" action="/products" role="search" className="flex w-full gap-2 sm:w-auto">
          <label htmlFor="products-search" className="sr-only">
            Tìm trong danh sách sản phẩm
          </label>
          <input
            key={search}
            id="products-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder="Tên máy, ví dụ LT-300"
            className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm sm:w-64"
          />
          <button type="submit" className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
            Tìm
          </button>
        </Form>
      </div>
      {products.length === 0 ? (
        <div className="mt-16 text-center">
          <p className="text-lg text-gray-700">Không tìm thấy sản phẩm</p>
          <Link to="/products" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            Xem tất cả sản phẩm
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="product-grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={2} imagePriority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
