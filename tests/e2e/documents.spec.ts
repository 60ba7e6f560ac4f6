import { request as httpRequest } from "node:http";
import { findDocument } from "#common/documents";
import { GUIDEBOOK } from "./support/site";
import { expect, failedLoad, test } from "./fixtures";

test("the guidebook opens in the viewer, downloads and opens in a new tab as a real PDF", async ({ page, context, request }) => {
  await page.goto("/knowledge/courses");
  await page.getByRole("link", { name: "Xem tài liệu" }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${GUIDEBOOK}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("12 ý tưởng marketing cho quán cà phê, trà sữa");
  await expect(page.getByRole("img", { name: /Bìa tài liệu/ })).toBeVisible();

  const frame = page.locator("iframe[title^='Tài liệu PDF']");
  const fileUrl = await frame.getAttribute("src");
  expect(fileUrl).toBe(`/files/documents/${GUIDEBOOK}`);

  const pdf = await request.get(fileUrl!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  expect(body.length).toBeGreaterThan(10_000);
  const text = body.toString("latin1");
  expect(text).toMatch(/\/Title \d+ 0 R/);
  // The viewer states the page count; the file must agree.
  const pages = findDocument(GUIDEBOOK)!.pages;
  expect(text.match(/\/Type \/Page\b(?!s)/g)?.length).toBe(pages);
  await expect(page.getByText(`Tài liệu PDF · ${pages} trang`)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Tải xuống PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(GUIDEBOOK);
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(body)).toBe(true);

  const openInTab = page.getByRole("link", { name: "Mở trong tab mới" });
  await expect(openInTab).toHaveAttribute("target", "_blank");
  await expect(openInTab).toHaveAttribute("href", fileUrl!);
  const [popup] = await Promise.all([context.waitForEvent("page"), openInTab.click()]);
  await expect.poll(() => popup.url()).toContain(`/files/documents/${GUIDEBOOK}`);
  await popup.close();
});

test("an unknown document is the 404 page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedLoad(404, "/documents/khong-co.pdf"));
  const response = await page.goto("/documents/khong-co.pdf");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 – Không tìm thấy trang");
});

/** Raw HTTP request: the path goes out exactly as written (browsers and fetch would normalise `..`). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const TRAVERSALS = [
  "/documents/../package.json",
  "/documents/..%2fpackage.json",
  "/documents/%2e%2e%2fpackage.json",
  "/documents/%2e%2e/%2e%2e/package.json",
  "/documents/..%5c..%5cpackage.json",
  "/documents/%252e%252e%252fpackage.json",
  "/documents/..%c0%af..%c0%afpackage.json",
  "/documents/....//....//package.json",
  "/documents/%2fetc%2fpasswd",
  `/documents/${GUIDEBOOK}%00.html`,
  "/files/documents/../../package.json",
  "/files/documents/..%2f..%2f..%2fpackage.json",
  "/files/documents/%2e%2e/%2e%2e/server.js",
];

test(`path traversal on /documents/ in ${TRAVERSALS.length} encodings is always 404`, async ({ baseURL }) => {
  for (const path of TRAVERSALS) {
    const { status, body } = await rawGet(baseURL!, path);
    expect(status, path).toBe(404);
    expect(body, path).not.toContain('"name": "may-pha-tra-cafe-shop"');
    expect(body, path).not.toContain("root:x:0:0");
    expect(body, path).not.toContain("createServer");
  }
});
