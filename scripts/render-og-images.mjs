#!/usr/bin/env node
// Link previews (Facebook, Zalo, X) do not render SVG. Renders the site's SVG covers to PNG twins next to
// them with Debian's Chromium (no browser download); the PNGs are committed. Run `npm run docs:og-images`
// after changing an SVG cover. app/lib/seo.ts `previewImagePath` maps `/images/**.svg` to the `.png`.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const images = path.join(root, "public", "images");
const jobs = [
  ...readdirSync(path.join(images, "blog"))
    .filter((name) => name.endsWith(".svg"))
    .map((name) => ({ svg: path.join(images, "blog", name), width: 1200, height: 630 })),
  { svg: path.join(images, "documents", "marketing-guidebook.svg"), width: 600, height: 848 },
  { svg: path.join(images, "logo.svg"), width: 180, height: 48, scale: 3 },
  { svg: path.join(images, "og-default.svg"), width: 1200, height: 630 },
];

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
