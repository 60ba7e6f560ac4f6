import type { ErrorRequestHandler, RequestHandler } from "express";
import { errorResponseOf } from "./error-response";

/** 404 JSON for any /api path no router answered. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Không tìm thấy đường dẫn API" });
};

/**
 * Turns every error into `{ message, errors? }` JSON with the right status. Stack traces and internal
 * messages are logged, never sent.
 */
export const jsonErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const answer = errorResponseOf(error);
  if (answer) {
    // A 429 says when to come back, in the header (RFC 9110) and in the body for the page to show.
    if (answer.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(answer.retryAfterSeconds));
    res.status(answer.status).json(answer.body);
    return;
  }
  const bodyParserType = (error as { type?: string }).type;
  if (bodyParserType === "entity.parse.failed") {
    res.status(400).json({ message: "Nội dung gửi lên không phải JSON hợp lệ" });
    return;
  }
  if (bodyParserType === "entity.too.large") {
    res.status(413).json({ message: "Nội dung gửi lên quá lớn" });
    return;
  }
  const status = (error as { status?: number }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    res.status(status).json({ message: "Yêu cầu không hợp lệ" });
    return;
  }
  req.log?.error({ err: error }, "unhandled error");
  res.status(500).json({ message: "Đã xảy ra lỗi máy chủ, vui lòng thử lại sau" });
};
