import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyBelowTheFold } from "~/components/ui/below-the-fold";

/** The whole streamed document, as a browser receives it (not a crawler's all-at-once rendering). */
function streamed(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onShellReady() {
        const sink = new PassThrough();
        let html = "";
        sink.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
        sink.on("end", () => resolve(html));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

function Photo({ src }: { src: string }) {
  return <img src={src} width={600} height={600} alt="LT-150" fetchPriority="high" />;
}

describe("a deferred section rendered by the server", () => {
  it("is in place in the page from the first render after a start, not streamed after the page's end", async () => {
    // Defined as a route module defines it when the server loads it; the first request comes a moment later.
    const Section = lazyBelowTheFold(() => import("./support/deferred-photo").then((module) => module.DeferredPhoto));
    // The module is there before the first request, however long loading it takes (a loaded machine).
    await import("./support/deferred-photo");
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Over 12.8 kB before the section, as the shop's header and menus are: React outlines what comes late.
    const html = await streamed(
      <html>
        <body>
          <header>{"x".repeat(20_000)}</header>
          <main>
            <Section src="/images/products/lt-150.svg" />
            <p>Máy pha trà tự động LT-150</p>
          </main>
        </body>
      </html>,
    );
    const photo = html.indexOf('src="/images/products/lt-150.svg"');
    expect(photo).toBeGreaterThan(0);
    // In the document's order, before the text that follows it, and no placeholder waiting to be filled.
    expect(photo).toBeLessThan(html.indexOf("Máy pha trà tự động LT-150"));
    expect(html).not.toContain('<template id="B:');
  });

  it("renders the same component the browser hydrates", async () => {
    const Section = lazyBelowTheFold(async () => Photo);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = await streamed(<Section src="/a.svg" wrapperClassName="mt-4" />);
    expect(html).toMatch(/<div id="[^"]+" class="mt-4" data-deferred-section="">(<!--\$-->)?<img src="\/a.svg"/);
  });
});
