import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../../app/entry.server";

const args = (request = new Request("http://localhost/admin/settings", { method: "POST" })) => ({ request, params: {}, context: {} as never });

describe("errors React Router reports to the server entry", () => {
  const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => printed.mockClear());

  it("a POST to a page without an action (405) prints nothing: the request's log line says it", () => {
    const noAction = new ErrorResponseImpl(
      405,
      "Method Not Allowed",
      new Error('You made a POST request to "/admin/settings" but did not provide an `action` for route "routes/admin/settings"'),
      true,
    );
    handleError(noAction, args());
    handleError(new ErrorResponseImpl(400, "Bad Request", new Error("bad"), true), args());
    expect(printed).not.toHaveBeenCalled();
  });

  it("a failure on the server is printed with its stack, the Error inside a 5xx answer unwrapped", () => {
    const failure = new Error("database down");
    handleError(failure, args());
    const inside = new Error("render failed");
    handleError(new ErrorResponseImpl(500, "Internal Server Error", inside, true), args());
    expect(printed.mock.calls).toEqual([[failure], [inside]]);
  });

  it("a failure whose text holds a phone or an e-mail is printed with them masked (issue 45 point 7)", () => {
    const failure = Object.assign(new Error("insert failed for mua.hang@example.vn"), { detail: "Key (phone)=(84913579246) already exists." });
    handleError(failure, args());
    const [[text]] = printed.mock.calls as [[string]];
    expect(text).toContain("insert failed for [e-mail]");
    expect(text).toContain("Key (phone)=([phone])");
    expect(text).not.toMatch(/913579246|mua\.hang/);
  });

  it("nothing for a request the client abandoned", () => {
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted render"), args(new Request("http://localhost/", { signal: controller.signal })));
    expect(printed).not.toHaveBeenCalled();
  });
});
