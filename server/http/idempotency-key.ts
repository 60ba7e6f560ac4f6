import type { Request, Response } from "express";
import { idempotencyKeySchema } from "#common/schemas/checkout";

/** The request's `Idempotency-Key` header, checked (400 when malformed); null when none was sent. */
export function idempotencyKeyOf(req: Request): string | null {
  const raw = req.get("idempotency-key");
  return raw === undefined ? null : idempotencyKeySchema.parse(raw);
}

/** A repeated request answered from the first one's result: 200 and `Idempotent-Replayed: true`. */
export function markReplayed(res: Response): Response {
  return res.status(200).setHeader("Idempotent-Replayed", "true");
}
