import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { orderListQuerySchema } from "#common/schemas/order-desk";
import { loader } from "../../app/routes/admin/orders";

/** The order desk's list as far as the page sees it: the service's own query schema, no rows. */
function context(): AppLoadContext {
  return {
    services: {
      orderDesk: {
        list: async (raw: unknown) => {
          const query = orderListQuerySchema.parse(raw);
          return { orders: [], total: 0, page: query.page, pageSize: query.pageSize, query };
        },
      },
      locations: { listProvinces: async () => [] },
      users: { signedIn: async () => ({ id: 1, username: "lan", role: "sales", step: null }) },
    },
    session: { current: async () => ({ userId: 1 }) },
  } as unknown as AppLoadContext;
}

const args = (url: string) => ({ request: new Request(url), context: context(), params: {}, unstable_pattern: "" }) as unknown as Parameters<typeof loader>[0];

describe("admin orders page loader", () => {
  it("answers a search holding NUL with a 400, not a server error", async () => {
    const thrown = await loader(args("http://shop.test/admin/orders?q=a%00b")).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });

  it("searches with an ordinary query, cut to 100 characters without splitting an emoji", async () => {
    const page = await loader(args(`http://shop.test/admin/orders?q=${encodeURIComponent(`${"a".repeat(99)}😀b`)}`));
    expect(page.query.q).toBe(`${"a".repeat(99)}😀`);
  });
});
