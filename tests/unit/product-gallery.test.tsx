import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { productTexts } from "#common/page-texts/product";
import { ProductGallery } from "~/components/product/product-gallery";

/** The gallery as the product page renders it: inside the page, whose loader data carries the page's texts. */
function render(photos: string[]): string {
  const data = { texts: productTexts.vi };
  const Page = () => <ProductGallery name="LT-150" main="/images/products/lt-150.svg" photos={photos} />;
  const Stub = createRoutesStub([{ path: "/products/:id", id: "product", Component: Page, loader: () => data }]);
  return renderToString(<Stub initialEntries={["/products/1"]} hydrationData={{ loaderData: { product: data } }} />);
}

describe("the product page's gallery", () => {
  it("is one photo without more, and otherwise a swipeable strip with thumbnail links, no script needed", () => {
    const single = render([]);
    expect(single).not.toContain("product-gallery");
    expect(single.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(1);

    const html = render(["/a.svg", "/b.svg"]);
    expect(html).toContain('data-testid="product-gallery"');
    expect(html.match(/href="#anh-\d"/g)).toEqual(['href="#anh-1"', 'href="#anh-2"', 'href="#anh-3"']);
    expect(html).toContain('id="anh-3"');
    expect(html).toContain("snap-x");
    // Only the main photo loads first; the others wait until they are near.
    expect(html.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(1);
    expect(html).toContain('loading="lazy"');
  });
});
