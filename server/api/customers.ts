import { Router } from "express";
import type { Services } from "../services";
import { actorOf } from "../http/actor";
import { csvFileName } from "#common/csv";

/** Customers (issue 36): built from orders and leads, keyed by normalised phone; `?format=csv` exports the list. */
export function customersRouter({ customers }: Services): Router {
  const router = Router();

  router.get("/admin/customers", async (req, res) => {
    if (req.query.format === "csv") {
      const csv = await customers.exportCsv(req.query);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${csvFileName("khach-hang")}"`);
      res.send(csv);
      return;
    }
    res.json(await customers.list(req.query));
  });

  router.get("/admin/customers/:id", async (req, res) => {
    res.json(await customers.get(req.params.id));
  });

  router.post("/admin/customers/:id/notes", async (req, res) => {
    res.status(201).json(await customers.addNote(req.params.id, req.body, actorOf(req)));
  });

  router.post("/admin/customers/:id/merge", async (req, res) => {
    res.json(await customers.merge(req.params.id, req.body, actorOf(req)));
  });

  return router;
}
