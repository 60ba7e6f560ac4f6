import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import ContactRequests, { loader } from "../../app/routes/admin/contact-requests";

function contextWith(list: (query: unknown) => Promise<unknown>, userId: number | null = 1): AppLoadContext {
  return {
    services: {
      leads: { list },
      users: { signedIn: async (session: { userId: number } | null) => (session ? { id: session.userId, username: "lan", role: "sales", step: null } : null) },
      audit: { forEntities: async () => ({}) },
      notifications: { listForMany: async () => ({}) },
    },
    session: { current: async () => (userId === null ? null : { userId }) },
  } as unknown as AppLoadContext;
}

const args = (url: string, context: AppLoadContext) =>
  ({ request: new Request(url), context, params: {}, unstable_pattern: "" }) as unknown as Parameters<typeof loader>[0];

describe("admin contact-request desk loader", () => {
  it("turns a database failure into the load-failure state instead of crashing the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const data = await loader(args("http://shop.test/admin/contact-requests", contextWith(() => Promise.reject(new Error("db down")))));
    expect(data).toEqual({ list: null, history: {}, messages: {}, loadError: true });
  });

  it("passes the filters to the service and ignores a bad status instead of failing", async () => {
    const list = vi.fn(async (query: unknown) => ({ items: [], total: 0, page: 1, pageSize: 20, query }));
    await loader(args("http://shop.test/admin/contact-requests?status=scheduled&q=%20Hoa%20&page=2", contextWith(list)));
    expect(list).toHaveBeenLastCalledWith({ status: "scheduled", q: "Hoa", page: 2, pageSize: 20 });
    await loader(args("http://shop.test/admin/contact-requests?status=bogus", contextWith(list)));
    expect(list).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
  });

  it("redirects a visitor without an administrator session to the login page", async () => {
    const thrown = await loader(args("http://shop.test/admin/contact-requests?q=x", contextWith(async () => ({}), null))).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fcontact-requests%3Fq%3Dx");
  });

  it("renders the load failure with the spec's texts and a reload button", () => {
    const Stub = createRoutesStub([
      { path: "/admin/contact-requests", id: "desk", Component: ContactRequests as never, loader: () => ({ list: null, loadError: true }) },
    ]);
    const html = renderToString(
      <Stub initialEntries={["/admin/contact-requests"]} hydrationData={{ loaderData: { desk: { list: null, loadError: true } } }} />,
    );
    expect(html).toContain("Có lỗi xảy ra");
    expect(html).toContain("Không thể tải dữ liệu. Vui lòng thử lại sau.");
    expect(html).toMatch(/<button[^>]*>Tải lại<\/button>/);
  });
});
