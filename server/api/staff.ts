import { Router } from "express";
import type { Services } from "../services";
import { actorOf } from "../http/actor";
import { parseIdParam } from "../http/params";

/** The owner's staff management and audit trail (owner-only in common/admin-access.ts). */
export function staffRouter({ staff, audit }: Services): Router {
  const router = Router();

  router.get("/admin/staff", async (_req, res) => {
    const [list, policy] = await Promise.all([staff.list(), staff.policy()]);
    res.json({ staff: list, policy });
  });

  /** 201 with the one-time password: shown to the owner once, never stored but as a hash. */
  router.post("/admin/staff", async (req, res) => {
    res.status(201).json(await staff.create(req.body ?? {}, actorOf(req)));
  });

  router.put("/admin/staff/:id", async (req, res) => {
    res.json(await staff.update(parseIdParam(req.params.id, "Mã nhân viên"), req.body ?? {}, actorOf(req)));
  });

  router.post("/admin/staff/:id/reset-password", async (req, res) => {
    res.json(await staff.resetPassword(parseIdParam(req.params.id, "Mã nhân viên"), actorOf(req)));
  });

  /** A lost phone: the account's second steps go, its sessions end. */
  router.post("/admin/staff/:id/reset-two-factor", async (req, res) => {
    res.json(await staff.resetTwoFactor(parseIdParam(req.params.id, "Mã nhân viên"), actorOf(req)));
  });

  /** `{ requireTwoFactor }`: every account without a second step must enrol one right after its password. */
  router.put("/admin/staff-policy", async (req, res) => {
    res.json(await staff.setPolicy(req.body ?? {}, actorOf(req)));
  });

  router.get("/admin/audit", async (req, res) => {
    res.json(await audit.list(req.query));
  });

  return router;
}
