import { Form, Link } from "react-router";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { productsTexts, type ProductsTexts } from "#common/page-texts/products";
import { normalizeSearchQuery } from "#common/search-text";
import { sharedPageHandle } from "#common/shared-page";
import { ProductCard } from "~/components/product/product-card";
import { usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";
import { brandedTitle } from "~/lib/seo";
import type { Route } from "./+types/products";

/**
 * The same page for every visitor of a language: the page cache keeps one per language (common/shared-page.ts);
 * it has an English variant (docs/decisions/0060, 0067).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = normalizeSearchQuery(new URL(request.url).searchParams.get("search"));
  const products = await context.services.catalog.listProducts({ search });
  const { brandName } = await context.services.storeSettings.siteInfo();
  const { texts } = pageTextsFor(request, productsTexts);
  const description = { name: "description", content: texts.metaDescription };
  // Built here in the visitor's language: the catalogue stays on the server.
  const seo = search
    ? [{ title: fill(texts.metaSearchTitle, { search, brand: brandName }) }, { name: "robots", content: "noindex, follow" }, description]
    : [{ title: brandedTitle(texts.metaTitle, brandName) }, description, { tagName: "link", rel: "canonical", href: `${context.env.siteUrl}/products` }];
  return { texts, search, products, seo };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.seo ?? [];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { search, products } = loaderData;
  const t = usePageTexts<ProductsTexts>();
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">{search ? fill(t.searchTitle, { search }) : t.title}</h1>
          <p className="mt-2 text-gray-600" role="status">
            {search ? fill(t.found, { count: products.length }) : t.lead}
          </p>
        </div>
        <Form method="get" action="/products" role="search" className="flex w-full gap-2 sm:w-auto">
          <label htmlFor="products-search" className="sr-only">
            {t.searchLabel}
          </label>
          <input
            key={search}
            id="products-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder={t.searchPlaceholder}
            className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm sm:w-64"
          />
          <button type="submit" className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
            {t.search}
          </button>
        </Form>
      </div>
      {products.length === 0 ? (
        <div className="mt-16 text-center">
          <p className="text-lg text-gray-700">{t.none}</p>
          <Link to="/products" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            {t.all}
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
