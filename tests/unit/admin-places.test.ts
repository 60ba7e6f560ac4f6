import type { ActionFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { action } from "../../app/routes/admin/places";
import { RowsRejectedError } from "../../server/services/foundation/errors";

/** A sales session and a stubbed places service: the page's action, as /admin/places posts to it. */
function contextWith(places: Record<string, unknown>) {
  return {
    session: { current: async () => ({ userId: 3 }) },
    services: { users: { signedIn: async () => ({ id: 3, username: "lan", role: "sales", step: null }) }, places },
  } as never;
}

const post = (context: never, body: BodyInit, headers: Record<string, string> = {}) =>
  ({ request: new Request("http://shop.test/admin/places", { method: "POST", body, headers }), params: {}, context }) as unknown as ActionFunctionArgs;
const json = (payload: unknown) => ({ body: JSON.stringify(payload), headers: { "content-type": "application/json" } });
const resultOf = (answer: unknown) => answer as { ok: boolean; result?: unknown; message?: string };

describe("admin places page action", () => {
  it("saves a new place through create and an existing one through update, with the signed-in author", async () => {
    const create = vi.fn(async (input: unknown) => ({ id: 9, ...(input as object) }));
    const update = vi.fn(async (id: number, input: unknown) => ({ id, ...(input as object) }));
    const context = contextWith({ create, update });
    const added = json({ intent: "save", name: "Đại lý A" });
    expect(resultOf(await action(post(context, added.body, added.headers))).ok).toBe(true);
    expect(create).toHaveBeenCalledWith({ name: "Đại lý A" }, { id: 3, username: "lan" });
    const edited = json({ intent: "save", id: 9, name: "Đại lý B" });
    await action(post(context, edited.body, edited.headers));
    expect(update).toHaveBeenCalledWith(9, { name: "Đại lý B" }, { id: 3, username: "lan" });
  });

  it("imports the uploaded file's text, and answers a refused file with its rows to show, not a failure", async () => {
    const importCsv = vi
      .fn()
      .mockResolvedValueOnce({ created: 2, updated: 0, unchanged: 1 })
      .mockRejectedValueOnce(new RowsRejectedError("Không nhập tệp: 1 dòng bị từ chối", [{ line: 3, message: "Tỉnh/thành không có" }]));
    const context = contextWith({ importCsv });
    const upload = () => {
      const form = new FormData();
      form.set("intent", "import");
      form.set("file", new File(["name,kind\n"], "dai-ly.csv", { type: "text/csv" }));
      return post(context, form);
    };
    expect(resultOf(await action(upload())).result).toEqual({ imported: true, created: 2, updated: 0, unchanged: 1 });
    expect(importCsv).toHaveBeenCalledWith("name,kind\n", { id: 3, username: "lan" });
    expect(resultOf(await action(upload())).result).toEqual({
      imported: false,
      message: "Không nhập tệp: 1 dòng bị từ chối",
      rows: [{ line: 3, message: "Tỉnh/thành không có" }],
    });
  });
});
