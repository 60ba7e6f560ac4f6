import { describe, expect, it } from "vitest";
import { parseOriginalName, responsiveImage, UPLOAD_URL_PATTERN, variantWidths, withResponsiveImages } from "#common/uploaded-image";

const KEY = "0123456789abcdef0123456789abcdef";

describe("the upload store's URLs", () => {
  it("variants: the steps narrower than the photo, and the photo's own width up to the widest step", () => {
    expect(variantWidths(4000)).toEqual([320, 480, 640, 800, 1080, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 480, 640, 800, 1000]);
    expect(variantWidths(640)).toEqual([320, 480, 640]);
    expect(variantWidths(1)).toEqual([1]);
  });

  it("an upload's URL carries its size, so a page writes srcset, width and height from it alone", () => {
    expect(parseOriginalName(`${KEY}-4000x3000.jpg`)).toEqual({ key: KEY, width: 4000, height: 3000, extension: "jpg" });
    expect(responsiveImage(`/uploads/${KEY}-4000x3000.jpg`)).toEqual({
      src: `/uploads/${KEY}-800.webp`,
      srcSet: [320, 480, 640, 800, 1080, 1280, 1920].map((width) => `/uploads/${KEY}-${width}.webp ${width}w`).join(", "),
      width: 4000,
      height: 3000,
    });
    expect(responsiveImage(`/uploads/${KEY}-200x100.png`)).toMatchObject({ src: `/uploads/${KEY}-200.webp`, srcSet: `/uploads/${KEY}-200.webp 200w` });
    // Other pictures are shown as they are.
    for (const url of ["/images/products/lt-300.svg", "https://cdn.example.vn/a.jpg", "/uploads/blog/a.jpg", `/uploads/${KEY}-640.webp`]) {
      expect(responsiveImage(url)).toBeNull();
    }
  });

  it("every URL the store makes matches its exact pattern; nothing else does", () => {
    for (const url of [`/uploads/${KEY}-4000x3000.jpg`, `/uploads/${KEY}-320.webp`, "/uploads/blog/a-b_c.jpeg"]) expect(url).toMatch(UPLOAD_URL_PATTERN);
    for (const url of ["/uploads/../x", "/uploads/.hidden.jpg", "/uploads/a.jpg?x", "/uploads/a.html", `/uploads/${KEY}-4000x3000.jpg/`]) {
      expect(url).not.toMatch(UPLOAD_URL_PATTERN);
    }
  });

  it("post HTML: an uploaded picture gets srcset, sizes and its own size; others stay as they are", () => {
    const html = `<p>a</p><img src="/uploads/${KEY}-1200x800.png" alt="Quầy" loading="lazy" /><img src="/images/a.svg" alt="" />`;
    expect(withResponsiveImages(html, "100vw")).toBe(
      `<p>a</p><img src="/uploads/${KEY}-800.webp" srcset="/uploads/${KEY}-320.webp 320w, /uploads/${KEY}-480.webp 480w, /uploads/${KEY}-640.webp 640w, /uploads/${KEY}-800.webp 800w, /uploads/${KEY}-1080.webp 1080w, /uploads/${KEY}-1200.webp 1200w" sizes="100vw" width="1200" height="800" alt="Quầy" loading="lazy" />` +
        `<img src="/images/a.svg" alt="" />`,
    );
  });
});
