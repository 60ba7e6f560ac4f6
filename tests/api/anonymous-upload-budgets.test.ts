import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storedFiles } from "../../server/db/schema";
import { drivers, useTestApp, type TestApp } from "./harness";

/**
 * A PNG of random pixels stored without compression: every one is a different photo of exactly the same size
 * (30,239 bytes at 100 × 100), so budgets can be counted in photos.
 */
function noisePhoto(): Promise<Buffer> {
  return sharp(randomBytes(100 * 100 * 3), { raw: { width: 100, height: 100, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
}

function publicUpload(app: TestApp, bytes: Buffer, address = "203.0.113.50") {
  return app.fetch("/api/warranty/uploads", { method: "POST", headers: { "content-type": "image/png", "x-forwarded-for": address }, body: new Uint8Array(bytes) });
}

describe.each(drivers)("the anonymous photo upload's daily budgets on %s", (driver) => {
  // 0.1 MB per address and 0.2 MB from everybody: three of the test photos per address, six in all.
  const app = useTestApp(driver, {
    env: { TRUST_PROXY: "true", LEAD_RATE_LIMIT: "200", ANONYMOUS_UPLOAD_MB_PER_ADDRESS: "0.1", ANONYMOUS_UPLOAD_MB_PER_DAY: "0.2" },
  });

  it("takes a day's bytes per address and from everybody together, refusing more with 429 in Vietnamese and storing nothing of it", async () => {
    const size = (await noisePhoto()).length;
    expect(3 * size).toBeLessThanOrEqual(Math.floor(0.1 * 1024 * 1024));
    expect(4 * size).toBeGreaterThan(Math.floor(0.1 * 1024 * 1024));
    expect(7 * size).toBeGreaterThan(Math.floor(0.2 * 1024 * 1024));

    const first = [];
    for (let i = 0; i < 4; i++) first.push(await publicUpload(app, await noisePhoto(), "198.51.100.1"));
    expect(first.map((response) => response.status)).toEqual([201, 201, 201, 429]);
    expect(((await first[3]!.json()) as { message: string }).message).toBe("Bạn đã gửi quá nhiều ảnh trong 24 giờ qua, vui lòng thử lại sau hoặc gọi cho cửa hàng");
    expect(Number(first[3]!.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);

    // A second address has its own budget, until everybody's is spent.
    const second = [];
    for (let i = 0; i < 3; i++) second.push((await publicUpload(app, await noisePhoto(), "198.51.100.2")).status);
    expect(second).toEqual([201, 201, 201]);
    const third = await publicUpload(app, await noisePhoto(), "198.51.100.3");
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toBe("Hôm nay cửa hàng đã nhận quá nhiều ảnh, vui lòng thử lại sau hoặc gọi cho cửa hàng");

    const stored = await app.services.database.db.select({ name: storedFiles.name }).from(storedFiles);
    expect(stored.filter((row) => row.name.endsWith("-100x100.png"))).toHaveLength(6);
  });
});
