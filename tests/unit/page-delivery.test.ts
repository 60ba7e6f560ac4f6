import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { movePreloadsAfterPaint, PRELOADS_AFTER_PAINT_MARK } from "../../app/lib/preloads-after-paint.server";
import { inlineScriptHashes, withScriptHashes } from "../../server/http/page-cache";
// @ts-expect-error the build script is plain JavaScript
import { precompressClientFiles } from "../../scripts/build.mjs";

const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

describe("CSP hashes of a shared page's inline scripts", () => {
  it("hashes each inline script once, and skips scripts with a src and JSON data blocks", () => {
    const html =
      `<script>window.a=1;</script><script type="module">import "/assets/x.js";</script>` +
      `<script src="/assets/y.js"></script><script type="application/ld+json">{"@type":"Product"}</script>` +
      `<script>window.a=1;</script><script>$RC("B:0","S:0")</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("window.a=1;"), sha256('import "/assets/x.js";'), sha256('$RC("B:0","S:0")')]);
  });

  it("hashes the UTF-8 bytes of scripts holding Vietnamese text", () => {
    expect(inlineScriptHashes("<script>t='Máy pha trà'</script>")).toEqual([sha256("t='Máy pha trà'")]);
  });

  it("puts the hashes where the request's nonce was, and drops the nonce when there is no inline script", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-abc123==' https://www.googletagmanager.com;object-src 'none'";
    expect(withScriptHashes(policy, ["'sha256-x'", "'sha256-y'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x' 'sha256-y' https://www.googletagmanager.com;object-src 'none'",
    );
    expect(withScriptHashes(policy, [])).toBe("default-src 'self';script-src 'self' https://www.googletagmanager.com;object-src 'none'");
  });
});

describe("the build's compressed twins", () => {
  it("writes brotli and gzip twins of text files worth compressing, and nothing for images or tiny files", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    mkdirSync(path.join(clientDir, "assets"));
    const script = "export const text = 'Máy pha trà tự động';\n".repeat(100);
    writeFileSync(path.join(clientDir, "assets", "app.js"), script);
    writeFileSync(path.join(clientDir, "assets", "tiny.css"), "a{}");
    writeFileSync(path.join(clientDir, "photo.png"), Buffer.alloc(4096, 1));

    await precompressClientFiles(clientDir);

    const twin = (name: string) => readFileSync(path.join(clientDir, "assets", name));
    expect(brotliDecompressSync(twin("app.js.br")).toString()).toBe(script);
    expect(gunzipSync(twin("app.js.gz")).toString()).toBe(script);
    expect(existsSync(path.join(clientDir, "assets", "tiny.css.br"))).toBe(false);
    expect(existsSync(path.join(clientDir, "photo.png.br"))).toBe(false);
  });
});

describe("module preloads start after the first paint", () => {
  const head =
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/images/a.svg"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/react-dom-2.js"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="stylesheet" href="/assets/root-3.css"/></head>`;
  const body = `<body><p>Máy pha trà</p><script type="module" async="">import "/assets/root-4.js";</script></body></html>`;

  it("replaces the head's preload links by one inline script, in the place of the first, with each address once", () => {
    const html = movePreloadsAfterPaint(head + body, undefined);
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script.startsWith(PRELOADS_AFTER_PAINT_MARK)).toBe(true);
    expect(script).toContain('(["/assets/entry.client-1.js","/assets/react-dom-2.js"]);');
    expect(script).toContain("requestAnimationFrame");
    expect(html.indexOf("<script>")).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toContain('<link rel="preload" as="image" href="/images/a.svg"/>');
    expect(html.endsWith(body)).toBe(true);
  });

  it("gives the script the request's nonce on a page rendered fresh", () => {
    expect(movePreloadsAfterPaint(head + body, "abc123")).toContain('<script nonce="abc123">/*preloads-after-paint*/');
  });

  it("leaves a document without preloads, and everything after the head, as it is", () => {
    const plain = `<html><head><title>x</title></head><body><link rel="modulepreload" href="/assets/late.js"/></body></html>`;
    expect(movePreloadsAfterPaint(plain, undefined)).toBe(plain);
    expect(movePreloadsAfterPaint("<p>no head</p>", undefined)).toBe("<p>no head</p>");
  });
});
