import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductGallery } from "~/components/product/product-gallery";

describe("the product page's gallery", () => {
  it("is one photo without more, and otherwise a swipeable strip with thumbnail links, no script needed", () => {
    const single = renderToStaticMarkup(<ProductGallery name="LT-150" main="/images/products/lt-150.svg" photos={[]} />);
    expect(single).not.toContain("product-gallery");
    expect(single.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(1);

    const html = renderToStaticMarkup(<ProductGallery name="LT-150" main="/images/products/lt-150.svg" photos={["/a.svg", "/b.svg"]} />);
    expect(html).toContain('data-testid="product-gallery"');
    expect(html.match(/href="#anh-\d"/g)).toEqual(['href="#anh-1"', 'href="#anh-2"', 'href="#anh-3"']);
    expect(html).toContain('id="anh-3"');
    expect(html).toContain("snap-x");
    // Only the main photo loads first; the others wait until they are near.
    expect(html.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(1);
    expect(html).toContain('loading="lazy"');
  });
});
