/**
 * Marks a service error across bundles: the page bundle has its own copy of these classes, so `instanceof` cannot
 * recognise them there, but `Symbol.for` is one symbol per process.
 */
export const SERVICE_ERROR = Symbol.for("may-pha.service-error");

/** Errors a service throws; one mapping (server/http/error-response.ts) turns them into status codes. */
export class AppError extends Error {
  readonly [SERVICE_ERROR] = true;

  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Không tìm thấy dữ liệu") {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, message, details);
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(400, message);
  }
}

/**
 * A well-formed request the rules refuse (422): more than is left to ship, a carrier that is not set up or that
 * refused the shipment, a dealer's order past its credit limit. `errors` names the fields when there are any.
 */
export class UnprocessableError extends AppError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(422, message, errors ? { errors } : undefined);
  }
}

/**
 * An `Idempotency-Key` sent again with a different request (Stripe's rule, 422): answering with the first
 * request's result would hide that the second one was never carried out.
 */
export class IdempotencyKeyReusedError extends AppError {
  constructor(message = "Yêu cầu này đã được gửi trước đó với nội dung khác. Vui lòng tải lại trang và thử lại.") {
    super(422, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Vui lòng đăng nhập", details?: Record<string, unknown>) {
    super(401, message, details);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "Không có quyền thực hiện thao tác này") {
    super(403, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = "Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút", details?: { retryAfterSeconds?: number }) {
    super(429, message, details);
  }
}

/**
 * A file of rows refused whole (the places CSV import): 400 with `{ message, rows: [{ line, message }] }`, one entry
 * per rejected row, so the sender can fix them all at once.
 */
export class RowsRejectedError extends AppError {
  constructor(message: string, rows: Array<{ line: number; message: string }>) {
    super(400, message, { rows });
  }
}
