import express, { Router } from "express";
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from "#common/schemas/blog-admin";
import type { Services } from "../services";
import { actorOf } from "../http/actor";
import { clientKey } from "../http/client-key";
import { parseIdParam } from "../http/params";
import { AppError } from "../services/foundation/errors";
import { UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE } from "../services/foundation/uploads";
import { IMPORT_MAX_BYTES } from "../services/after-sale/machines";
import { RATE_LIMIT_MESSAGE } from "../services/after-sale/deps";

/** What the owners' anonymous photo upload takes in 24 hours: per client address, and from everybody together. */
export interface AnonymousUploadBudget {
  bytesPerAddress: number;
  bytesPerDay: number;
}

const DAY_MS = 24 * 3600_000;
const DEFAULT_BUDGET: AnonymousUploadBudget = { bytesPerAddress: 40 * 1024 * 1024, bytesPerDay: 400 * 1024 * 1024 };
const ADDRESS_BUDGET_MESSAGE = "Bạn đã gửi quá nhiều ảnh trong 24 giờ qua, vui lòng thử lại sau hoặc gọi cho cửa hàng";
const DAY_BUDGET_MESSAGE = "Hôm nay cửa hàng đã nhận quá nhiều ảnh, vui lòng thử lại sau hoặc gọi cho cửa hàng";

/**
 * After the sale. Public: the warranty look-up and activation, service requests and their private page, and the
 * owners' photo upload (receipt, the fault). Admin (roles in common/admin-access.ts): machines and the factory's
 * serial import, the serials an order shipped, activations to decide, the service desk.
 */
export function afterSaleRouter(services: Services, { anonymousUploads = DEFAULT_BUDGET }: { anonymousUploads?: AnonymousUploadBudget } = {}): Router {
  const router = Router();
  // Read when a request comes (a router is built before, and without, the services in the access-map test).
  const machines = () => services.afterSale.machines;
  const activations = () => services.afterSale.activations;
  const serviceRequests = () => services.afterSale.serviceRequests;

  router.get("/warranty", async (req, res) => {
    res.json(await machines().lookup(req.query, clientKey(req)));
  });

  router.post("/warranty/activations", async (req, res) => {
    res.status(201).json(await activations().submit(req.body, clientKey(req)));
  });

  // The owners' photos: the admin's upload rules (type read from the bytes, size limit, no SVG), counted per client,
  // and their bytes taken from the client's and everybody's budget of the day before anything is decoded. One that
  // is never attached to a request or an activation is removed after a day (uploads.deleteUnused).
  const rawImage = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });
  router.post(
    "/warranty/uploads",
    (req, res, next) => {
      const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(type)) return next(new AppError(415, UPLOAD_TYPE_MESSAGE));
      const length = Number(req.get("content-length") ?? 0);
      if (length > MAX_UPLOAD_BYTES) return next(new AppError(413, UPLOAD_SIZE_MESSAGE));
      rawImage(req, res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === "entity.too.large") return next(new AppError(413, UPLOAD_SIZE_MESSAGE));
        next(error);
      });
    },
    async (req, res) => {
      const { rateLimit, rateWindowMs } = services.afterSale.limits;
      const client = clientKey(req);
      await services.rateLimiter.enforce(`warranty-upload:${client}`, rateLimit * 4, rateWindowMs, RATE_LIMIT_MESSAGE);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await services.rateLimiter.consume(
        [
          { key: `warranty-upload-bytes:${client}`, limit: anonymousUploads.bytesPerAddress, message: ADDRESS_BUDGET_MESSAGE },
          { key: "warranty-upload-bytes", limit: anonymousUploads.bytesPerDay, message: DAY_BUDGET_MESSAGE },
        ],
        body.length,
        DAY_MS,
      );
      const image = await services.uploads.saveImage(body, req.get("content-type"), { source: "public" });
      res.status(201).json({ url: image.url });
    },
  );

  router.post("/service-requests", async (req, res) => {
    res.status(201).json(await serviceRequests().submit(req.body, clientKey(req)));
  });

  router.get("/service-requests/:token", async (req, res) => {
    res.json(await serviceRequests().byToken(req.params.token));
  });

  router.get("/admin/machines", async (req, res) => {
    res.json(await machines().list(req.query));
  });

  router.post("/admin/machines", async (req, res) => {
    res.status(201).json(await machines().create(req.body, actorOf(req)));
  });

  router.post("/admin/machines/import", express.text({ type: ["text/csv", "text/plain", "application/csv"], limit: IMPORT_MAX_BYTES }), async (req, res) => {
    const csv = typeof req.body === "string" ? req.body : (req.body as { csv?: unknown } | undefined)?.csv;
    res.status(201).json(await machines().importCsv(csv, actorOf(req)));
  });

  router.get("/admin/machines/:serial", async (req, res) => {
    res.json(await machines().get(req.params.serial));
  });

  router.put("/admin/orders/:id/machines", async (req, res) => {
    res.json(await machines().setOrderMachines(parseIdParam(req.params.id, "Mã đơn hàng"), req.body, actorOf(req)));
  });

  router.get("/admin/warranty-activations", async (req, res) => {
    res.json(await activations().list(req.query.status));
  });

  router.put("/admin/warranty-activations/:id", async (req, res) => {
    res.json(await activations().decide(parseIdParam(req.params.id, "Mã yêu cầu kích hoạt"), req.body, actorOf(req)));
  });

  router.get("/admin/service-requests", async (req, res) => {
    const list = await serviceRequests().list(req.query);
    res.setHeader("X-Open-Count", String(list.counts.open));
    res.setHeader("X-Overdue-Count", String(list.counts.overdue));
    res.json(list);
  });

  router.post("/admin/service-requests", async (req, res) => {
    res.status(201).json(await serviceRequests().openForCaller(req.body, actorOf(req)));
  });

  router.get("/admin/service-requests/:id", async (req, res) => {
    res.json(await serviceRequests().get(parseIdParam(req.params.id, "Mã yêu cầu")));
  });

  router.put("/admin/service-requests/:id", async (req, res) => {
    res.json(await serviceRequests().update(parseIdParam(req.params.id, "Mã yêu cầu"), req.body, actorOf(req)));
  });

  return router;
}
