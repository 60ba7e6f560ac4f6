import { Router } from "express";
import type { Services } from "../services";
import { apiNotFound } from "../http/error-handler";
import { adminAccessGuards } from "../http/require-admin";
import { adminAccountRouter, authRouter } from "./auth";
import { analyticsRouter } from "./analytics";
import { adminBankTransfersRouter } from "./bank-transfers";
import { blogRouter } from "./blog";
import { blogAdminRouter } from "./blog-admin";
import { cartRouter } from "./cart";
import { catalogRouter } from "./catalog";
import { catalogAdminRouter } from "./catalog-admin";
import { storeSettingsRouter } from "./store-settings";
import { reviewsRouter } from "./reviews";
import { staffRouter } from "./staff";
import { leadsRouter } from "./leads";
import { locationsRouter } from "./locations";
import { newsletterRouter } from "./newsletter";
import { placesRouter } from "./places";
import { privacyRequestsRouter } from "./privacy-requests";
import { adminOrdersRouter, ordersRouter } from "./orders";
import { customersRouter } from "./customers";
import { adminDealersRouter, dealerRouter } from "./dealers";
import { discountCodesRouter } from "./discount-codes";
import { shippingRouter } from "./shipping";
import { zaloRouter } from "./zalo";
import { mailTemplatesRouter } from "./mail-templates";
import { afterSaleRouter, type AnonymousUploadBudget } from "./after-sale";
import { adminQuotesRouter, quotesRouter } from "./quotes";
import { momoRouter } from "./momo";
import { vnpayRouter } from "./vnpay";

/** The JSON REST API of spec section 7, mounted at /api. */
interface ApiOptions {
  siteUrl?: string;
  /** Analytics events accepted per anonymous client per minute (config ANALYTICS_RATE_LIMIT). */
  analyticsEventsPerMinute: number;
  /** Bytes the anonymous photo upload takes in 24 hours (config ANONYMOUS_UPLOAD_MB_*); absent: the defaults. */
  anonymousUploads?: AnonymousUploadBudget;
}

export function createApiRouter(services: Services, options: ApiOptions): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // The role guards FIRST, so every router below is covered wherever it is added: each route of the one access
  // map (common/admin-access.ts) gets its roles, the sign-in routes are the only open ones, and anything else
  // under /api/admin is refused (401 without a staff session, 403 with one).
  api.use(adminAccessGuards(services));
  api.use(authRouter(services));

  api.use(catalogRouter(services));
  api.use(cartRouter(services));
  api.use(locationsRouter(services));
  api.use(ordersRouter(services));
  api.use(vnpayRouter(services));
  api.use(momoRouter(services));
  api.use(adminAccountRouter(services));
  api.use(staffRouter(services));
  api.use(adminOrdersRouter(services));
  api.use(shippingRouter(services));
  api.use(adminBankTransfersRouter(services));
  api.use(leadsRouter(services));
  api.use(privacyRequestsRouter(services));
  api.use(blogRouter(services));
  api.use(newsletterRouter(services));
  api.use(blogAdminRouter(services));
  api.use(catalogAdminRouter(services));
  api.use(storeSettingsRouter(services));
  api.use(zaloRouter(services));
  api.use(mailTemplatesRouter(services));
  api.use(reviewsRouter(services));
  api.use(customersRouter(services));
  api.use(discountCodesRouter(services));
  api.use(placesRouter(services));
  // The dealer network (issue 43): staff's side under the access map, the portal behind its own guard.
  api.use(adminDealersRouter(services));
  api.use(dealerRouter(services));
  api.use(afterSaleRouter(services, { anonymousUploads: options.anonymousUploads }));
  // Business buyers: quotes and e-invoices (decision 0042, 0043).
  api.use(quotesRouter(services));
  api.use(adminQuotesRouter(services));
  api.use(analyticsRouter(services, { siteUrl: options.siteUrl, eventsPerMinute: options.analyticsEventsPerMinute }));
  api.use(apiNotFound);
  return api;
}
