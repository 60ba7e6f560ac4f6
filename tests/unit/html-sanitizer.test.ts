import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "../../server/services/content/html-sanitizer";
import { seedBlogPosts } from "../../server/db/seed/blog-content";

describe("sanitizePostHtml (blog post allow-list)", () => {
  it("removes script and style elements with their content", () => {
    const clean = sanitizePostHtml('<p>a</p><script>alert(1)</script><style>body{display:none}</style><p>b</p>');
    expect(clean).toBe("<p>a</p><p>b</p>");
  });

  it("removes every on* event handler", () => {
    const clean = sanitizePostHtml('<img src=x onerror=alert(1)><p onclick="alert(2)" onmouseover=alert(3)>t</p>');
    expect(clean).not.toMatch(/on\w+=/i);
    expect(clean).toContain("<p>t</p>");
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  ])("drops dangerous URL schemes: %s", (html) => {
    const clean = sanitizePostHtml(html);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
  });

  it("keeps YouTube embeds and drops every other iframe", () => {
    const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>';
    expect(sanitizePostHtml(youtube)).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(sanitizePostHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toContain("<iframe");
    for (const bad of [
      '<iframe src="https://evil.example/embed/x"></iframe>',
      '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ]) {
      expect(sanitizePostHtml(bad), bad).not.toContain("<iframe");
    }
  });

  it("drops forms, objects, embeds, svg and meta refreshes", () => {
    const clean = sanitizePostHtml(
      '<form action="/x"><input name=a></form><object data="x"></object><embed src="x"><svg onload=alert(1)></svg><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    );
    expect(clean).not.toMatch(/<(form|input|object|embed|svg|meta)/i);
  });

  it("keeps the editorial markup of the seeded posts", () => {
    const html = seedBlogPosts[0]!.content;
    const clean = sanitizePostHtml(html);
    for (const tag of ["<h2>", "<h3>", "<ul>", "<ol>", "<table>", "<blockquote>", '<a href="/products/1">']) {
      expect(clean).toContain(tag);
    }
    expect(clean).toMatch(/<img src="\/images\/blog\/bang-chi-phi.svg" alt="[^"]+" loading="lazy"/);
  });

  it("marks external links noopener and is idempotent", () => {
    const once = sanitizePostHtml('<a href="https://example.com" target="_blank">x</a>');
    expect(once).toContain('rel="noopener noreferrer"');
    expect(sanitizePostHtml(once)).toBe(once);
  });
});

describe("sanitizePostHtml against DOM clobbering (ids and names)", () => {
  it("prefixes every id with user-content- so a post cannot shadow a global such as window.dataLayer", () => {
    const clean = sanitizePostHtml('<a id="dataLayer" name="gtag" href="/x">a</a><h2 id="cach-chon-may">Cách chọn máy</h2><form name="f"></form>');
    expect(clean).toContain('id="user-content-dataLayer"');
    expect(clean).toContain('<h2 id="user-content-cach-chon-may">');
    expect(clean).not.toMatch(/\s(id|name)="(dataLayer|gtag|cach-chon-may|f)"/);
    expect(clean).not.toMatch(/\sname=/);
  });

  it("keeps in-post heading anchors working: #fragment links point at the prefixed id", () => {
    const clean = sanitizePostHtml('<p><a href="#cach-chon-may">Xem mục</a></p><h2 id="cach-chon-may">Cách chọn máy</h2>');
    expect(clean).toContain('href="#user-content-cach-chon-may"');
    expect(clean).toContain('id="user-content-cach-chon-may"');
  });

  it("is idempotent: a post sanitized on save and again on render keeps one prefix", () => {
    const once = sanitizePostHtml('<a href="#muc-1">1</a><h3 id="muc-1">Mục 1</h3>');
    expect(sanitizePostHtml(once)).toBe(once);
    expect(once).not.toContain("user-content-user-content-");
  });
});
