import { describe, expect, it } from "vitest";
import { ProductInputSchema } from "#common/schemas/catalog-admin";
import { BlogPostInputSchema } from "#common/schemas/blog-admin";
import { ContentBlocksSchema } from "#common/schemas/product-content";
import { imageUrl, isImageUrl } from "#common/schemas/image-url";
import { fieldErrorsOf } from "#common/validation";
import { seedBlogPosts } from "../../server/db/seed/blog-content";
import { seedProducts } from "../../server/db/seed/catalog-content";
import { seedProductContent } from "../../server/db/seed/product-content";

const KEY = "0123456789abcdef0123456789abcdef";

describe("the photo field rule", () => {
  it.each([
    `/uploads/${KEY}-4000x3000.jpg`,
    `/uploads/${KEY}-1x1.png`,
    `/uploads/${KEY}-640.webp`,
    // Files imported from the old uploads folder keep their paths.
    "/uploads/blog/4f1c2e0a-8b7d-4c1e-9f00-1234567890ab.jpg",
    "/uploads/lt-500.webp",
    // The pictures the site ships.
    "/images/products/lt-300.svg",
    "/images/blog/quay-bar-mau.png",
    "https://cdn.example.vn/anh/may-pha-tra.jpg?w=800",
  ])("accepts %s", (value) => {
    expect(isImageUrl(value)).toBe(true);
  });

  it.each([
    "/uploads/../x",
    "/uploads/../../etc/passwd.jpg",
    "/uploads/a/../b.jpg",
    "/uploads/%2e%2e/x.jpg",
    "/uploads/a.svg",
    "/uploads/a b.jpg",
    '/uploads/a.jpg"onerror="alert(1)',
    "/uploads/a\\b.jpg",
    "/images/../uploads/x.png",
    "/admin/x.png",
    "//evil.example/x.png",
    "/x.svg",
    'https://x/"onerror=alert(1)',
    "https://x/'onerror=alert(1)",
    "https://x/<script>.png",
    "https://x/a b.png",
    "https://x/a\\b.png",
    "https://user:pass@x/a.png",
    "http://cdn.example.vn/a.jpg",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "JAVASCRIPT:alert(1)",
    "",
  ])("refuses %s", (value) => {
    expect(isImageUrl(value)).toBe(false);
  });

  it("is the one schema behind every photo field, with a Vietnamese message per field", () => {
    const bad = "/uploads/../x";
    const product = ProductInputSchema.safeParse({ name: "Máy", price: 1000, image: bad, categoryId: 1 });
    expect(product.success || fieldErrorsOf(product.error).image).toEqual(["Ảnh sản phẩm phải là ảnh đã tải lên hoặc đường dẫn https://"]);
    const post = BlogPostInputSchema.safeParse({ title: "T", content: "<p>x</p>", coverImage: 'https://x/"onerror=' });
    expect(post.success || fieldErrorsOf(post.error).coverImage).toEqual(["Ảnh bìa phải là ảnh đã tải lên hoặc đường dẫn https://"]);
    const blocks = ContentBlocksSchema.safeParse([{ type: "customers", title: "C", photos: [{ image: "http://x/a.png", caption: "c" }] }]);
    expect(blocks.success || fieldErrorsOf(blocks.error)["0.photos.0.image"]).toEqual(["Ảnh khách hàng phải là ảnh đã tải lên hoặc đường dẫn https://"]);
    expect(imageUrl("Ảnh").parse("  https://x.vn/a.png ")).toBe("https://x.vn/a.png");
  });

  it("an empty optional photo is none; a blank cover too", () => {
    expect(BlogPostInputSchema.parse({ title: "T", content: "<p>x</p>", coverImage: "  " }).coverImage).toBeNull();
    expect(BlogPostInputSchema.parse({ title: "T", content: "<p>x</p>" }).coverImage).toBeNull();
  });

  it("every seeded picture stays valid", () => {
    const images = [
      ...seedProducts.map((product) => product.image),
      ...seedBlogPosts.map((post) => post.coverImage).filter((image): image is string => Boolean(image)),
      ...JSON.stringify(seedProductContent).match(/"(?:image|thumbnail)":"[^"]+"/g)!.map((pair) => pair.split('":"')[1]!.slice(0, -1)),
    ];
    expect(images.length).toBeGreaterThan(10);
    expect(images.filter((image) => !isImageUrl(image))).toEqual([]);
  });
});
