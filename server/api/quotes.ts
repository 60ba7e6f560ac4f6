import { Router } from "express";
import type { Services } from "../services";
import { parseIdParam } from "../http/params";
import { requireAdmin } from "../http/require-admin";
import { actorOf } from "../http/actor";
import { clientKey } from "../http/client-key";

/**
 * Business buyers (decision 0042): the visitor's quote request, the buyer's private quote (read, PDF, accept,
 * decline) by its token, the admin's quotes, and an order's e-invoice (decision 0043).
 */
export function quotesRouter({ quotes }: Services): Router {
  const router = Router();

  router.post("/quote-requests", async (req, res) => {
    res.status(201).json(await quotes.request(await req.session.current(), req.body, clientKey(req)));
  });

  router.get("/quotes/:token", async (req, res) => {
    res.json(await quotes.readByToken(req.params.token));
  });

  router.get("/quotes/:token/pdf", async (req, res) => {
    const { filename, pdf } = await quotes.pdfByToken(req.params.token);
    sendPdf(res, filename, pdf);
  });

  router.post("/quotes/:token/accept", async (req, res) => {
    const session = await req.session.current();
    const accepted = await quotes.accept(req.params.token, req.body, session?.id ?? null);
    res.status(accepted.created ? 201 : 200).json({ orderId: accepted.orderId, orderUrl: accepted.orderUrl });
  });

  router.post("/quotes/:token/decline", async (req, res) => {
    res.json(await quotes.decline(req.params.token, req.body));
  });

  return router;
}

function sendPdf(res: import("express").Response, filename: string, pdf: Buffer): void {
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  // The quote is the buyer's: never kept by a shared cache.
  res.setHeader("Cache-Control", "private, no-store");
  res.send(pdf);
}

export function adminQuotesRouter({ quotes, einvoices }: Services): Router {
  const router = Router();
  router.use("/admin/quotes", requireAdmin);

  router.get("/admin/quotes", async (_req, res) => {
    res.json(await quotes.list());
  });

  router.post("/admin/quotes", async (req, res) => {
    res.status(201).json(await quotes.create(req.body, actorOf(req)));
  });

  router.get("/admin/quotes/:id", async (req, res) => {
    res.json(await quotes.get(parseIdParam(req.params.id, "Mã báo giá")));
  });

  router.put("/admin/quotes/:id", async (req, res) => {
    res.json(await quotes.update(parseIdParam(req.params.id, "Mã báo giá"), req.body, actorOf(req)));
  });

  router.post("/admin/quotes/:id/send", async (req, res) => {
    res.json(await quotes.send(parseIdParam(req.params.id, "Mã báo giá"), actorOf(req)));
  });

  router.get("/admin/quotes/:id/pdf", async (req, res) => {
    const { filename, pdf } = await quotes.pdfById(parseIdParam(req.params.id, "Mã báo giá"));
    sendPdf(res, filename, pdf);
  });

  router.post("/admin/orders/:id/invoice", requireAdmin, async (req, res) => {
    res.status(201).json(await einvoices.issue(parseIdParam(req.params.id, "Mã đơn hàng"), req.body, actorOf(req)));
  });

  return router;
}
