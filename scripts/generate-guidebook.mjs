#!/usr/bin/env node
// Renders the marketing guidebook PDF with pdfkit and the DejaVu Sans font (full Vietnamese coverage) into
// public/files/documents/. The output is committed; run `npm run docs:guidebook` after editing the text.
// Deterministic: fixed metadata dates and document id, so an unchanged text gives an identical file.
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { guidebook } from "./guidebook-content.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fonts = path.join(root, "assets", "fonts");
const outDir = path.join(root, "public", "files", "documents");
const outFile = path.join(outDir, "12-y-tuong-marketing-quan-cafe-tra-sua.pdf");

const GREEN = "#14532d";
const AMBER = "#b45309";
const TEXT = "#1f2937";
const MUTED = "#4b5563";
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

const doc = new PDFDocument({
  size: "A4",
  margins: { top: 64, bottom: 64, left: 64, right: 64 },
  bufferPages: true,
  lang: "vi-VN",
  info: {
    Title: guidebook.title,
    Author: "TeaCoffee Pro",
    Subject: guidebook.subtitle,
    Keywords: "marketing, quán cà phê, trà sữa",
    CreationDate: FIXED_DATE,
    ModDate: FIXED_DATE,
  },
});
// pdfkit puts a random file id in the trailer; a fixed one keeps the committed file reproducible.
doc._id = Buffer.from("teacoffeepro-marketing-guidebook").subarray(0, 16);
doc.registerFont("body", path.join(fonts, "DejaVuSans.ttf"));
doc.registerFont("bold", path.join(fonts, "DejaVuSans-Bold.ttf"));

mkdirSync(outDir, { recursive: true });
doc.pipe(createWriteStream(outFile));

const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
const paragraph = (text, options = {}) =>
  doc.font("body").fontSize(11).fillColor(TEXT).text(text, { align: "justify", lineGap: 3, ...options }).moveDown(0.6);

// Cover
doc.rect(0, 0, doc.page.width, doc.page.height).fill("#f0fdf4");
doc.rect(0, 0, doc.page.width, 12).fill(GREEN);
doc.font("bold").fontSize(14).fillColor(AMBER).text("CẨM NANG MIỄN PHÍ", 64, 190, { characterSpacing: 2 });
doc.moveDown(0.8);
doc.font("bold").fontSize(32).fillColor(GREEN).text(guidebook.title, { width, lineGap: 6 });
doc.moveDown(0.8);
doc.font("body").fontSize(15).fillColor(MUTED).text(guidebook.subtitle, { width });
doc.moveDown(3);
doc.font("body").fontSize(11).fillColor(TEXT).text("TeaCoffee Pro – Máy pha trà và cà phê tự động cho quán", { width });
doc.text("Hotline tư vấn 24/7: 0968 150 300", { width });

// Intro
doc.addPage();
doc.font("bold").fontSize(20).fillColor(GREEN).text("Lời mở đầu").moveDown(0.6);
for (const text of guidebook.intro) paragraph(text);
doc.moveDown(0.6);
doc.font("bold").fontSize(14).fillColor(GREEN).text("Mục lục").moveDown(0.4);
guidebook.ideas.forEach((idea, index) => {
  doc.font("body").fontSize(11).fillColor(TEXT).text(`${index + 1}. ${idea.title}`, { lineGap: 3 });
});

// Ideas
doc.addPage();
guidebook.ideas.forEach((idea, index) => {
  if (doc.y > doc.page.height - 260) doc.addPage();
  doc.moveDown(0.4);
  doc.font("bold").fontSize(16).fillColor(AMBER).text(`Ý tưởng ${index + 1}`, { continued: false });
  doc.font("bold").fontSize(16).fillColor(GREEN).text(idea.title, { lineGap: 2 }).moveDown(0.4);
  doc.font("bold").fontSize(11).fillColor(TEXT).text("Vì sao nên làm").moveDown(0.2);
  paragraph(idea.why);
  doc.font("bold").fontSize(11).fillColor(TEXT).text("Cách làm").moveDown(0.2);
  doc.font("body").fontSize(11).fillColor(TEXT).list(idea.how, { bulletRadius: 2, textIndent: 12, lineGap: 3 });
  doc.moveDown(0.5);
  doc.font("bold").fontSize(11).fillColor(AMBER).text("Mẹo: ", { continued: true });
  doc.font("body").fillColor(MUTED).text(idea.tip, { lineGap: 3 });
  doc.moveDown(1);
});

// Closing
if (doc.y > doc.page.height - 220) doc.addPage();
doc.moveDown(0.5);
doc.font("bold").fontSize(18).fillColor(GREEN).text("Lời kết").moveDown(0.5);
for (const text of guidebook.closing) paragraph(text);

// Footer with page numbers (skipping the cover)
const range = doc.bufferedPageRange();
for (let index = 1; index < range.count; index++) {
  doc.switchToPage(index);
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font("body")
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${guidebook.title} · Trang ${index + 1}/${range.count}`, 64, doc.page.height - 40, { width, align: "center" });
  doc.page.margins.bottom = bottom;
}
doc.end();
console.log(`Wrote ${path.relative(root, outFile)} (${range.count} pages)`);
