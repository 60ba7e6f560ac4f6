import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { vietnamDay } from "#common/after-sale";
import { DEALER_LOGIN_PATH } from "#common/dealers";
import { refusalOf } from "~/lib/action-refusal.server";
import type { Route } from "./+types/portal";

/** The signed-in dealer, or a redirect to the portal's sign-in. */
async function dealerOf(context: AppLoadContext) {
  const dealer = await context.services.dealerAccounts.signedIn(await context.session.current());
  if (!dealer) throw redirect(DEALER_LOGIN_PATH);
  return dealer;
}

/** The portal: the dealer's figures, its prices, its orders, and a fresh key for the order form (one order per form). */
export async function loader({ context }: Route.LoaderArgs) {
  const dealer = await dealerOf(context);
  const { dealers } = context.services;
  const [me, products, orders] = await Promise.all([dealers.me(dealer), dealers.products(dealer), dealers.orders(dealer)]);
  return { me, products, orders, orderKey: crypto.randomUUID(), month: vietnamDay(new Date()).slice(0, 7) };
}

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
    return data({ error: refusal.message }, { status: refusal.status });
  }
}
