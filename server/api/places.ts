import express, { Router } from "express";
import type { Services } from "../services";
import { actorOf } from "../http/actor";
import { parseIdParam, parseTextParam } from "../http/params";

/** A whole network of ~300 places is ~40 kB; the limit leaves room for thousands. */
const CSV_LIMIT = "2mb";

/**
 * Dealers, service centres and head offices (issue 33). Public: `GET /api/places?province=&ward=&kind=&q=` and
 * `GET /api/places/{slug}`. Admin (owner and sales): the list with inactive places, add, edit, deactivate
 * (DELETE keeps the row: leads point at it), the CSV import (text/csv, all or nothing) and re-routing a lead.
 */
export function placesRouter({ places }: Services): Router {
  const router = Router();

  router.get("/places", async (req, res) => {
    res.json(await places.list(req.query));
  });

  router.get("/places/:slug", async (req, res) => {
    res.json(await places.bySlug(parseTextParam(req.params.slug, "slug")));
  });

  router.get("/admin/places", async (req, res) => {
    res.json(await places.adminList(req.query));
  });

  router.post("/admin/places", async (req, res) => {
    res.status(201).json(await places.create(req.body, actorOf(req)));
  });

  router.post("/admin/places/import", express.text({ type: ["text/csv", "text/plain"], limit: CSV_LIMIT }), async (req, res) => {
    res.json(await places.importCsv(req.body, actorOf(req)));
  });

  router.put("/admin/places/:id", async (req, res) => {
    res.json(await places.update(parseIdParam(req.params.id, "Mã địa điểm"), req.body, actorOf(req)));
  });

  router.delete("/admin/places/:id", async (req, res) => {
    res.json(await places.deactivate(parseIdParam(req.params.id, "Mã địa điểm"), actorOf(req)));
  });

  /** Staff send a lead to another place (`{ placeId }`, null for none); the place gets the lead's alert. */
  router.put("/admin/contact-requests/:id/place", async (req, res) => {
    const place = await places.rerouteLead(parseIdParam(req.params.id, "Mã yêu cầu"), req.body, actorOf(req));
    res.json({ place });
  });

  return router;
}
