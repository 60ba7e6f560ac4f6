import { describe, expect, it, vi } from "vitest";
import type { Role } from "#common/admin-access";
import { loader } from "../../app/routes/admin/analytics";

function setup(role: Role) {
  const salesFunnel = vi.fn(async (period: string) => ({ period, kind: "funnel" }));
  const report = vi.fn(async (period: string) => ({ period, kind: "seo" }));
  const context = {
    session: { current: async () => ({ userId: 3 }) },
    services: { users: { signedIn: async () => ({ id: 3, username: "an", role, step: null }) }, analytics: { salesFunnel, report } },
  };
  const load = (path: string) =>
    loader({ request: new Request(`http://shop.test${path}`), context, params: {}, unstable_pattern: "" } as never).then(
      (answer) => answer as unknown,
      (thrown: { init?: { status?: number } }) => ({ status: thrown.init?.status }),
    );
  return { load, salesFunnel, report };
}

describe("the analytics route (one module, a tab per address)", () => {
  it("gives the owner both tabs and loads only the report of the address opened", async () => {
    const owner = setup("owner");
    expect(await owner.load("/admin/analytics?period=day")).toEqual({ tab: "sales", tabs: ["sales", "seo"], report: { period: "day", kind: "funnel" } });
    expect(owner.report).not.toHaveBeenCalled();
    expect(await owner.load("/admin/seo-analytics")).toMatchObject({ tab: "seo", tabs: ["sales", "seo"], report: { kind: "seo" } });
    expect(owner.salesFunnel).toHaveBeenCalledTimes(1);
  });

  it("shows an editor the SEO tab alone and never loads the sales figures for them", async () => {
    const editor = setup("editor");
    expect(await editor.load("/admin/seo-analytics")).toMatchObject({ tab: "seo", tabs: ["seo"] });
    expect(await editor.load("/admin/analytics")).toEqual({ status: 403 });
    expect(editor.salesFunnel).not.toHaveBeenCalled();
  });
});
