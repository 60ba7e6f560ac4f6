#!/usr/bin/env node
// Link previews (Facebook, Zalo, X) do not render SVG. Renders the site's SVG covers to PNG twins next to
// them with Debian's Chromium (no browser download); the PNGs are committed. Run `npm run docs:og-images`
// after changing an SVG cover. app/lib/seo.ts `previewImagePath` maps `/images/**.svg` to the `.png`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const images = path.join(root, "public", "images");
/** Every SVG under public/images, at its own width × height (the small logo at 3×). */
function svgFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? svgFiles(path.join(dir, entry.name)) : entry.name.endsWith(".svg") ? [path.join(dir, entry.name)] : [],
  );
}
const jobs = svgFiles(images).flatMap((svg) => {
  const root = readFileSync(svg, "utf8").match(/<svg[^>]*>/)?.[0] ?? "";
  const width = Number(root.match(/\bwidth="(\d+)"/)?.[1]);
  const height = Number(root.match(/\bheight="(\d+)"/)?.[1]);
  if (!width || !height) return [];
  return [{ svg, width, height, scale: width < 300 ? 3 : 1 }];
});

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const job of jobs) {
    const page = await browser.newPage({ viewport: { width: job.width, height: job.height }, deviceScaleFactor: job.scale ?? 1 });
    await page.goto(pathToFileURL(job.svg).href);
    const out = job.svg.replace(/\.svg$/, ".png");
    await page.screenshot({ path: out, clip: { x: 0, y: 0, width: job.width, height: job.height } });
    await page.close();
    console.log(`Wrote ${path.relative(root, out)}`);
  }
} finally {
  await browser.close();
}
