import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { PostCard } from "../../app/components/blog/post-card";
import { CartLineImage } from "../../app/components/cart/cart-line-image";
import { ProductImage } from "../../app/components/product/product-image";
import { FallbackImage } from "../../app/components/ui/fallback-image";
import { loader as blogPostLoader } from "../../app/routes/blog/post";

const KEY = "0123456789abcdef0123456789abcdef";
const UPLOADED = `/uploads/${KEY}-4000x3000.jpg`;
const copies = (...widths: number[]) => widths.map((width) => `/uploads/${KEY}-${width}.webp ${width}w`).join(", ");

/** The attributes of the first <img> in the HTML. */
function imgOf(html: string): Record<string, string> {
  const tag = /<img\b[^>]*>/.exec(html)?.[0] ?? "";
  return Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!.replaceAll("&amp;", "&")]));
}

describe("pages show an uploaded photo as the copy the screen needs", () => {
  it("the product photo: srcset of its WebP copies, sizes, and a box that does not move", () => {
    const img = imgOf(renderToString(<ProductImage src={UPLOADED} alt="LT-500" width={600} height={600} sizes="(min-width: 768px) 50vw, 100vw" priority className="w-full" />));
    expect(img).toMatchObject({
      src: `/uploads/${KEY}-800.webp`,
      srcset: copies(320, 480, 640, 800, 1080, 1280, 1920),
      sizes: "(min-width: 768px) 50vw, 100vw",
      width: "600",
      height: "600",
    });
  });

  it("the site's own pictures and https: addresses are shown as they are", () => {
    for (const src of ["/images/products/lt-300.svg", "https://cdn.example.vn/may.jpg"]) {
      const img = imgOf(renderToString(<ProductImage src={src} alt="" width={400} height={400} sizes="100vw" className="" />));
      expect(img.src).toBe(src);
      expect(img.srcset).toBeUndefined();
      expect(img.sizes).toBeUndefined();
      expect(img).toMatchObject({ width: "400", height: "400" });
    }
  });

  it("a cart line asks for the narrowest copy; a customer photo without a box takes the photo's own size", () => {
    expect(imgOf(renderToString(<CartLineImage src={UPLOADED} alt="" size={64} />))).toMatchObject({ srcset: copies(320, 480, 640, 800, 1080, 1280, 1920), sizes: "64px", width: "64" });
    expect(imgOf(renderToString(<FallbackImage src={UPLOADED} alt="Khách" sizes="320px" />))).toMatchObject({ sizes: "320px", width: "4000", height: "3000" });
  });

  it("a blog card's cover", () => {
    const post = { id: 1, title: "T", slug: "t", summary: null, coverImage: UPLOADED, publishedAt: null, createdAt: "2026-11-26T00:00:00Z" };
    const Stub = createRoutesStub([{ path: "/", Component: () => <PostCard post={post} /> }]);
    expect(imgOf(renderToString(<Stub initialEntries={["/"]} />))).toMatchObject({ srcset: copies(320, 480, 640, 800, 1080, 1280, 1920), width: "1200", height: "630" });
  });

  it("pictures inside a post get srcset, sizes and their own width and height from the page's loader", async () => {
    const content = `<p>Quầy bar</p><img src="/uploads/${KEY}-1600x1200.png" alt="Quầy" loading="lazy" /><img src="/images/blog/a.svg" alt="" loading="lazy" />`;
    const page = { post: { content, coverImage: UPLOADED }, categories: [], related: [], allCategories: [] };
    const context = { services: { blog: { getPublicPostPage: async () => page } }, env: { siteUrl: "https://shop.test" } } as unknown as AppLoadContext;
    const data = await blogPostLoader({ params: { slug: "t" }, context, request: new Request("https://shop.test/blog/t") } as never);
    const [uploaded, bundled] = data.post.content.match(/<img\b[^>]*>/g)!;
    expect(imgOf(uploaded!)).toMatchObject({ srcset: copies(320, 480, 640, 800, 1080, 1280, 1600), width: "1600", height: "1200", alt: "Quầy", loading: "lazy" });
    expect(imgOf(uploaded!).sizes).toMatch(/780px/);
    expect(bundled).toBe('<img src="/images/blog/a.svg" alt="" loading="lazy" />');
  });
});
