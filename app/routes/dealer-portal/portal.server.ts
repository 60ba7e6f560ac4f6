import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { vietnamDay } from "#common/after-sale";
import { DEALER_LOGIN_PATH } from "#common/dealers";
import { refusalOf } from "~/lib/action-refusal.server";
import { dealerActor, type SignedInDealer } from "../../../server/services/dealers/accounts";
import type { Route } from "./+types/portal";

/** The signed-in dealer, or a redirect to the portal's sign-in. */
async function dealerOf(context: AppLoadContext) {
  const dealer = await context.services.dealerAccounts.signedIn(await context.session.current());
  if (!dealer) throw redirect(DEALER_LOGIN_PATH);
  return dealer;
}

/**
 * The sale form's province as a GET step (`?sale=<serial>&province=<code>`), the finder's way (/dealers): that
 * machine's form opens with the province's wards rendered on the server, so the form works without JavaScript.
 * With JavaScript the wards of another province come from the locations API as before. Null without a valid step.
 */
function saleStepOf(request: Request, locations: AppLoadContext["services"]["locations"]) {
  const query = new URL(request.url).searchParams;
  const serial = query.get("sale");
  const provinceCode = query.get("province");
  if (!serial || !provinceCode || !locations.listProvinces().some((province) => province.code === provinceCode)) return null;
  return { serial, provinceCode, wards: locations.listWards(provinceCode).map(({ code, name }) => ({ code, name })) };
}

/** The portal: the dealer's figures, its prices, its orders, and a fresh key for the order form (one order per form). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const dealer = await dealerOf(context);
  const { dealers } = context.services;
  const [me, products, orders, machines, leads, serviceRequests, twoFactor] = await Promise.all([
    dealers.me(dealer),
    dealers.products(dealer),
    dealers.orders(dealer),
    context.services.afterSale.dealerMachines.list(dealer.placeId),
    context.services.dealerLeads.list(dealer.placeId),
    context.services.serviceCentreRequests.list(dealer.placeId),
    context.services.dealerTwoFactor.status(dealer.id),
  ]);
  const provinces = context.services.locations.listProvinces().map(({ code, name }) => ({ code, name }));
  const day = vietnamDay(new Date());
  const saleStep = saleStepOf(request, context.services.locations);
  return { me, products, orders, machines, leads, serviceRequests, provinces, saleStep, twoFactor, today: day, orderKey: crypto.randomUUID(), month: day.slice(0, 7) };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The portal's other forms, each through the service its REST call uses: `sale` registers a machine's sale
 * (`POST /api/dealer/machines/{serial}/sale`), `accept` / `decline` / `outcome` answer a lead, `service-accept` /
 * `service-decline` / `service-outcome` a service request (a service centre's, decision 0064).
 */
async function answer(intent: string, form: FormData, context: AppLoadContext, dealer: SignedInDealer) {
  const { afterSale, dealerLeads, serviceCentreRequests } = context.services;
  const leadId = Number(text(form, "leadId"));
  const requestId = Number(text(form, "requestId"));
  switch (intent) {
    case "sale": {
      const body = {
        buyer: {
          name: text(form, "buyerName"),
          phone: text(form, "buyerPhone"),
          email: text(form, "buyerEmail"),
          provinceCode: text(form, "provinceCode"),
          wardCode: text(form, "wardCode"),
          address: text(form, "address"),
        },
        soldOn: text(form, "soldOn"),
        invoicePhotoUrl: text(form, "invoicePhotoUrl"),
      };
      const sold = await afterSale.dealerMachines.registerSale(dealer.placeId, text(form, "serial"), body, dealerActor(dealer));
      return { done: `Đã ghi nhận bán máy ${sold.serial}; bảo hành đến ${sold.warrantyUntil ? sold.warrantyUntil.split("-").reverse().join("/") : ""}.` };
    }
    case "accept":
      await dealerLeads.accept(dealer, leadId);
      return { done: "Đã nhận yêu cầu. Vui lòng liên hệ khách sớm." };
    case "decline":
      await dealerLeads.decline(dealer, leadId, { reason: text(form, "reason") });
      return { done: "Đã từ chối; yêu cầu được chuyển đi." };
    case "outcome":
      await dealerLeads.recordOutcome(dealer, leadId, { outcome: text(form, "outcome"), serial: text(form, "serial"), reason: text(form, "reason") });
      return { done: "Đã ghi kết quả." };
    case "service-accept":
      await serviceCentreRequests.accept(dealer, requestId);
      return { done: "Đã nhận yêu cầu. Vui lòng liên hệ chủ máy sớm." };
    case "service-decline":
      await serviceCentreRequests.decline(dealer, requestId, { reason: text(form, "reason") });
      return { done: "Đã từ chối; yêu cầu được chuyển đi." };
    case "service-outcome":
      await serviceCentreRequests.recordOutcome(dealer, requestId, {
        outcome: text(form, "outcome"),
        visitDate: text(form, "visitDate"),
        visitSlot: text(form, "visitSlot"),
        reason: text(form, "reason"),
      });
      return { done: "Đã ghi kết quả." };
    default:
      return null;
  }
}

/** The proof a change of my second step asks for: my password, or a code from the app (or a recovery code). */
const proofOf = (form: FormData) => ({ password: text(form, "password") || undefined, code: text(form, "code") || undefined });

/**
 * My two-step sign-in, through the services of `/api/dealer/me/totp*` (the staff module over dealer accounts):
 * `totp-start` (my password again) shows a new secret, `totp-confirm` stores it when the code is right and shows
 * the ten recovery codes once (a wrong code keeps the same secret on screen), `totp-disable` and `recovery-codes`
 * take my password or a code. Null for another intent.
 */
async function security(intent: string, form: FormData, context: AppLoadContext, dealer: SignedInDealer) {
  const twoFactor = context.services.dealerTwoFactor;
  const actor = dealerActor(dealer);
  const sessionId = (await context.session.current())!.id;
  switch (intent) {
    case "totp-start":
      return { intent, enrolment: await twoFactor.startTotp(actor, proofOf(form)) };
    case "totp-confirm": {
      const token = text(form, "token");
      try {
        const { recoveryCodes } = await twoFactor.confirmTotp(actor, sessionId, { token, code: text(form, "code") });
        return { intent, done: "Đã bật đăng nhập hai bước. Các phiên đăng nhập khác đã kết thúc.", recoveryCodes };
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        const enrolment = await twoFactor.resumeTotp(actor, token).catch(() => undefined);
        return data({ intent, error: refusal.message, fieldErrors: refusal.fieldErrors, enrolment }, { status: refusal.status, headers: refusal.headers });
      }
    }
    case "totp-disable":
      await twoFactor.disableTotp(actor, proofOf(form), sessionId);
      return { intent, done: "Đã tắt đăng nhập hai bước. Các phiên đăng nhập khác đã kết thúc." };
    case "recovery-codes":
      return { intent, done: "Đã tạo mã khôi phục mới. Các mã cũ không còn dùng được.", ...(await twoFactor.regenerateRecoveryCodes(actor, proofOf(form))) };
    default:
      return null;
  }
}

/** The intents of the security section. */
const SECURITY_INTENTS = new Set(["totp-start", "totp-confirm", "totp-disable", "recovery-codes"]);

/**
 * `intent=order`: the form's quantities (`qty-<productId>`) as one order on credit, through the same service as
 * `POST /api/dealer/orders` (its key makes a double tap one order); `intent=logout` ends the session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "logout") {
    await context.session.logout();
    throw redirect(DEALER_LOGIN_PATH);
  }
  const dealer = await dealerOf(context);
  const intent = text(form, "intent");
  if (SECURITY_INTENTS.has(intent)) {
    try {
      return await security(intent, form, context, dealer);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return data({ error: refusal.message, fieldErrors: refusal.fieldErrors, intent }, { status: refusal.status, headers: refusal.headers });
    }
  }
  if (intent !== "order") {
    try {
      const done = await answer(intent, form, context, dealer);
      return done ? { ...done, intent } : data({ error: "Yêu cầu không hợp lệ", intent }, { status: 400 });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return data({ error: refusal.message, intent }, { status: refusal.status });
    }
  }
  const lines = [...form.entries()]
    .filter(([name, value]) => name.startsWith("qty-") && Number(value) > 0)
    .map(([name, value]) => ({ productId: Number(name.slice(4)), quantity: Number(value) }));
  const key = typeof form.get("orderKey") === "string" ? String(form.get("orderKey")) : null;
  try {
    const placed = await context.services.dealers.placeOrder(dealer, { lines, note: form.get("note") }, key);
    return { placed: { id: placed.id, total: placed.total, dueDate: placed.dueDate } };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ error: refusal.message, intent }, { status: refusal.status });
  }
}
