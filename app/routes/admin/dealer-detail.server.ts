import { ADMIN_API_ACCESS } from "#common/admin-access";
import { vietnamDay } from "#common/after-sale";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage, type PageStaff } from "~/lib/admin-guard.server";
import { parseIdParam } from "../../../server/http/params";
import { ForbiddenError } from "../../../server/services/foundation/errors";
import type { Route } from "./+types/dealer-detail";

/** Whether the staff member may make the REST call of the same change (the page is sales'; some changes the owner's). */
const may = (staff: PageStaff, key: string) => ADMIN_API_ACCESS[key]?.includes(staff.role) ?? false;
const guard = (staff: PageStaff, key: string) => {
  if (!may(staff, key)) throw new ForbiddenError();
};

/** A dealer's ledger, terms, payments, accounts and machines for staff (issue 43). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireAdminPage(request, context);
  const placeId = parseIdParam(params.placeId, "Mã đại lý");
  const { dealers, dealerAccounts, afterSale } = context.services;
  const [ledger, tiers, accounts, machines] = await Promise.all([dealers.staffLedger(placeId), dealers.tiers(), dealerAccounts.listForPlace(placeId), afterSale.dealerMachines.list(placeId)]);
  return {
    ledger,
    tiers,
    accounts,
    machines,
    month: vietnamDay(new Date()).slice(0, 7),
    today: vietnamDay(new Date()),
    mayEditTerms: may(staff, "PUT /api/admin/dealers/:placeId"),
    mayOverride: may(staff, "POST /api/admin/dealers/:placeId/credit-override"),
  };
}

/** The same services as the REST calls, with their roles. */
export const action = adminActions({
  terms: ({ services, payload, params, actor, staff }) => {
    guard(staff, "PUT /api/admin/dealers/:placeId");
    return services.dealers.setTerms(parseIdParam(params.placeId, "Mã đại lý"), { tierId: payload.tierId ? payload.tierId : null, creditLimit: payload.creditLimit, paymentTermDays: payload.paymentTermDays }, actor);
  },
  payment: ({ services, payload, params, actor, staff }) => {
    guard(staff, "POST /api/admin/dealers/:placeId/payments");
    return services.dealers.recordPayment(parseIdParam(params.placeId, "Mã đại lý"), payload, actor);
  },
  override: ({ services, payload, params, actor, staff }) => {
    guard(staff, "POST /api/admin/dealers/:placeId/credit-override");
    return services.dealers.grantCreditOverride(parseIdParam(params.placeId, "Mã đại lý"), payload, actor);
  },
  invite: ({ services, payload, params, actor, staff }) => {
    guard(staff, "POST /api/admin/places/:id/accounts");
    return services.dealerAccounts.invite(parseIdParam(params.placeId, "Mã đại lý"), payload, actor);
  },
  resetTwoFactor: async ({ services, payload, actor, staff }) => {
    guard(staff, "POST /api/admin/dealer-accounts/:id/reset-two-factor");
    await services.dealerAccounts.resetTwoFactor(parseIdParam(String(payload.accountId ?? ""), "Mã tài khoản"), actor);
    return { reset: true };
  },
  undoSale: ({ services, payload, actor, staff }) => {
    guard(staff, "DELETE /api/admin/machines/:serial/dealer-sale");
    return services.afterSale.dealerMachines.undoSale(String(payload.serial ?? ""), payload, actor);
  },
});
