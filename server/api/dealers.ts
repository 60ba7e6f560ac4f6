import { Router, type Request, type Response } from "express";
import type { Services } from "../services";
import type { DealerStatement } from "#common/dealers";
import { actorOf } from "../http/actor";
import { idempotencyKeyOf, markReplayed } from "../http/idempotency-key";
import { parseIdParam, parseTextParam } from "../http/params";
import { dealerOf, requireDealer } from "../http/require-dealer";
import { dealerActor } from "../services/dealers/accounts";
import { networkCsv, renderStatementPdf, statementCsv, statementFileName } from "../services/dealers/statement-documents";
import { TooManyRequestsError, UnauthorizedError } from "../services/foundation/errors";

/**
 * The dealer portal's API (issue 43): the invitation, the sign-in, and — behind `requireDealer` — the dealer's own
 * figures, prices, orders on credit and statement. Nothing here takes a place id from the client: the place is the
 * signed-in account's.
 */
export function dealerRouter(services: Services): Router {
  const { dealerAccounts, dealerAuth, dealerTwoFactor, dealers, dealerLeads, serviceCentreRequests, afterSale, sessions } = services;
  const router = Router();

  /** The session's account when it owes its second step; 401 otherwise (the staff login's `owing` gate). */
  const owing = async (req: Request) => {
    const owed = await dealerAccounts.owing(await req.session.current());
    if (!owed) throw new UnauthorizedError();
    return owed;
  };
  /** The step the session owes next (null: the portal is open), read again after the step marked it. */
  const nextStep = async (req: Request) => {
    const current = await req.session.current();
    const fresh = current && (await sessions.find(current.token));
    return { step: (await dealerAccounts.owing(fresh)) ? ("second-factor" as const) : null };
  };

  router.post("/dealer/invitations/:token", async (req, res) => {
    const account = await dealerAccounts.acceptInvitation(parseTextParam(req.params.token, "token"), req.body);
    await req.session.loginDealer(account.id);
    res.json({ id: account.id, name: account.name, email: account.email });
  });

  router.post("/dealer/login", async (req, res) => {
    try {
      const account = await dealerAuth.login({ username: req.body?.username, password: req.body?.password, ip: req.ip ?? "" });
      const session = await req.session.loginDealer(account.id);
      // `step`: what the session still owes before the portal opens (the staff login's answer; null = nothing).
      const step = (await dealerAccounts.owing(session)) ? "second-factor" : null;
      res.json({ id: account.id, name: account.name, email: account.username, step });
    } catch (error) {
      if (error instanceof UnauthorizedError) req.log?.warn({ ip: req.ip }, "dealer login failed");
      if (error instanceof TooManyRequestsError) req.log?.warn({ ip: req.ip }, "dealer login rate-limited");
      throw error;
    }
  });

  /** The second step with a code: `{ code }` from the app, or `{ code, recovery: true }` for a recovery code. */
  router.post("/dealer/login/second-factor", async (req, res) => {
    const { session, actor } = await owing(req);
    await dealerTwoFactor.verifyCode(actor, session.id, { code: req.body?.code, recovery: req.body?.recovery === true });
    res.json(await nextStep(req));
  });

  router.post("/dealer/logout", async (req, res) => {
    await req.session.logout();
    res.status(204).end();
  });

  const portal = Router();
  portal.use("/dealer", requireDealer(services));
  portal.get("/dealer/me", async (req, res) => {
    res.json(await dealers.me(dealerOf(req)));
  });
  // Two-step sign-in of my account (as staff's /api/admin/me/*): the app, its recovery codes.
  portal.get("/dealer/me/two-factor", async (req, res) => {
    res.json(await dealerTwoFactor.status(dealerOf(req).id));
  });
  /** A new secret and its QR code (`{ password }` or `{ code }` proves it is me); stored only by the confirmation. */
  portal.post("/dealer/me/totp", async (req, res) => {
    res.json(await dealerTwoFactor.startTotp(dealerActor(dealerOf(req)), req.body ?? {}));
  });
  /** 200 with the ten recovery codes, shown this once; the account's other sessions end. */
  portal.post("/dealer/me/totp/confirm", async (req, res) => {
    const session = await req.session.current();
    res.json(await dealerTwoFactor.confirmTotp(dealerActor(dealerOf(req)), session!.id, { token: req.body?.token, code: req.body?.code }));
  });
  portal.post("/dealer/me/totp/disable", async (req, res) => {
    await dealerTwoFactor.disableTotp(dealerActor(dealerOf(req)), req.body ?? {}, (await req.session.current())?.id ?? null);
    res.status(204).end();
  });
  portal.post("/dealer/me/recovery-codes", async (req, res) => {
    res.json(await dealerTwoFactor.regenerateRecoveryCodes(dealerActor(dealerOf(req)), req.body ?? {}));
  });
  portal.get("/dealer/products", async (req, res) => {
    res.json(await dealers.products(dealerOf(req)));
  });
  portal.get("/dealer/orders", async (req, res) => {
    res.json(await dealers.orders(dealerOf(req)));
  });
  portal.get("/dealer/orders/:id", async (req, res) => {
    res.json(await dealers.order(dealerOf(req), parseIdParam(req.params.id, "Mã đơn hàng")));
  });
  portal.post("/dealer/orders", async (req, res) => {
    const placed = await dealers.placeOrder(dealerOf(req), req.body, idempotencyKeyOf(req));
    const body = { id: placed.id, total: placed.total, dueDate: placed.dueDate };
    if (!placed.created) return markReplayed(res).json(body);
    res.status(201).json(body);
  });
  portal.get("/dealer/machines", async (req, res) => {
    res.json(await afterSale.dealerMachines.list(dealerOf(req).placeId));
  });
  portal.post("/dealer/machines/:serial/sale", async (req, res) => {
    const dealer = dealerOf(req);
    res.status(201).json(await afterSale.dealerMachines.registerSale(dealer.placeId, parseTextParam(req.params.serial, "serial"), req.body, dealerActor(dealer)));
  });
  // The leads a dealer was sent and the service requests of a service centre's area (decision 0064) are answered the
  // same way: list, accept, decline, outcome; another place's is a 404.
  for (const [path, assignments] of [
    ["leads", dealerLeads],
    ["service-requests", serviceCentreRequests],
  ] as const) {
    const assignmentId = (req: Request) => parseIdParam(req.params.id, "Mã yêu cầu");
    portal.get(`/dealer/${path}`, async (req, res) => {
      res.json(await assignments.list(dealerOf(req).placeId));
    });
    portal.post(`/dealer/${path}/:id/accept`, async (req, res) => {
      res.json(await assignments.accept(dealerOf(req), assignmentId(req)));
    });
    portal.post(`/dealer/${path}/:id/decline`, async (req, res) => {
      await assignments.decline(dealerOf(req), assignmentId(req), req.body);
      res.status(204).end();
    });
    portal.put(`/dealer/${path}/:id/outcome`, async (req, res) => {
      res.json(await assignments.recordOutcome(dealerOf(req), assignmentId(req), req.body));
    });
  }
  portal.get("/dealer/statement", async (req, res) => {
    const { statement, format } = await dealers.statement(dealerOf(req).placeId, req.query);
    await sendStatement(res, statement, format, () => dealers.brandName());
  });
  router.use(portal);
  return router;
}

/** The statement as JSON, CSV or PDF; personal either way. */
async function sendStatement(res: Response, statement: DealerStatement, format: "json" | "csv" | "pdf", brandName: () => Promise<string>): Promise<void> {
  res.setHeader("Cache-Control", "private, no-store");
  if (format === "csv") {
    res.type("text/csv; charset=utf-8").attachment(statementFileName(statement, "csv")).send(statementCsv(statement));
    return;
  }
  if (format === "pdf") {
    const pdf = await renderStatementPdf(statement, await brandName());
    res.type("application/pdf").attachment(statementFileName(statement, "pdf")).send(pdf);
    return;
  }
  res.json(statement);
}

/** Staff's side of the network: accounts of a place, tiers, a dealer's terms, override, payments and ledger. */
export function adminDealersRouter({ dealerAccounts, dealers, afterSale }: Services): Router {
  const router = Router();

  router.get("/admin/dealers", async (req, res) => {
    const rows = await dealers.network(req.query);
    if (req.query.format === "csv") {
      res.type("text/csv; charset=utf-8").attachment("mang-luoi-dai-ly.csv").send(networkCsv(rows));
      return;
    }
    res.json(rows);
  });

  router.delete("/admin/machines/:serial/dealer-sale", async (req, res) => {
    res.json(await afterSale.dealerMachines.undoSale(parseTextParam(req.params.serial, "serial"), req.body, actorOf(req)));
  });

  router.get("/admin/places/:id/accounts", async (req, res) => {
    res.json(await dealerAccounts.listForPlace(parseIdParam(req.params.id, "Mã địa điểm")));
  });

  router.post("/admin/places/:id/accounts", async (req, res) => {
    res.status(201).json(await dealerAccounts.invite(parseIdParam(req.params.id, "Mã địa điểm"), req.body, actorOf(req)));
  });

  /** A dealer's lost phone: its app and codes removed, its sessions ended (audited). */
  router.post("/admin/dealer-accounts/:id/reset-two-factor", async (req, res) => {
    await dealerAccounts.resetTwoFactor(parseIdParam(req.params.id, "Mã tài khoản"), actorOf(req));
    res.status(204).end();
  });

  router.get("/admin/price-tiers", async (_req, res) => {
    res.json(await dealers.tiers());
  });

  router.post("/admin/price-tiers", async (req, res) => {
    res.status(201).json(await dealers.createTier(req.body, actorOf(req)));
  });

  router.get("/admin/dealers/:placeId", async (req, res) => {
    res.json(await dealers.staffLedger(parseIdParam(req.params.placeId, "Mã đại lý")));
  });

  router.put("/admin/dealers/:placeId", async (req, res) => {
    res.json(await dealers.setTerms(parseIdParam(req.params.placeId, "Mã đại lý"), req.body, actorOf(req)));
  });

  router.post("/admin/dealers/:placeId/credit-override", async (req, res) => {
    res.json(await dealers.grantCreditOverride(parseIdParam(req.params.placeId, "Mã đại lý"), req.body, actorOf(req)));
  });

  router.post("/admin/dealers/:placeId/payments", async (req, res) => {
    res.status(201).json(await dealers.recordPayment(parseIdParam(req.params.placeId, "Mã đại lý"), req.body, actorOf(req)));
  });

  router.get("/admin/dealers/:placeId/statement", async (req, res) => {
    const { statement, format } = await dealers.statement(parseIdParam(req.params.placeId, "Mã đại lý"), req.query);
    await sendStatement(res, statement, format, () => dealers.brandName());
  });

  return router;
}
