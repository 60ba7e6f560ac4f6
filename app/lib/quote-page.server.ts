import { data, redirect, type AppLoadContext } from "react-router";
import { quoteTexts } from "#common/page-texts/quote";
import { buyerSchemas } from "#common/schemas/quotes";
import { fieldErrorsOf } from "#common/validation";
import { refusalOf } from "./action-refusal.server";
import { visitorLanguage } from "./page-texts.server";

export interface QuoteActionResult {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** `"vi"` when the message is the server's own and the page is in another language. */
  messageLang?: "vi";
}

/**
 * The branches the form posts as `deliveries.{i}.{field}`, in their order. A branch with no place at all (street,
 * province and ward left empty; name and phone come filled in) is left out, and with none the order keeps the
 * invoice's address for staff to complete on the desk, as before issue 42.
 */
function deliveriesOf(form: FormData): Array<Record<string, string>> | undefined {
  const branches: Array<Record<string, string>> = [];
  for (const [key, value] of form.entries()) {
    const match = /^deliveries\.(\d{1,2})\.(fullName|phone|address|provinceCode|wardCode)$/.exec(key);
    if (match) (branches[Number(match[1])] ??= {})[match[2]!] = String(value);
  }
  const given = branches.filter((branch) => branch && [branch.address, branch.provinceCode, branch.wardCode].some((value) => value?.trim()));
  return given.length > 0 ? given : undefined;
}

/**
 * The buyer's quote page answers (decision 0042), without JavaScript too: accepting places the order at the quoted
 * prices and opens its page (the signed link: the buyer may have no session); declining keeps the reason. The page
 * has an English variant: there the form is first checked with the English messages (the service answers in
 * Vietnamese, as the API does), and what the service still refuses is shown as it said it, marked as Vietnamese.
 */
export async function quotePageAction({ request, params, context }: { request: Request; params: { token?: string }; context: AppLoadContext }) {
  const form = await request.formData();
  const token = params.token ?? "";
  const field = (name: string) => String(form.get(name) ?? "");
  const language = visitorLanguage(request);
  const texts = quoteTexts[language];
  /** The form's field errors in the page's language when it is not the service's. */
  const problems = (schema: "acceptQuote" | "declineQuote", body: unknown) => {
    if (language === "vi") return null;
    const checked = buyerSchemas(language)[schema].safeParse(body);
    return checked.success ? null : data({ ok: false, message: texts.checkFields, fieldErrors: fieldErrorsOf(checked.error) } satisfies QuoteActionResult, { status: 400 });
  };
  try {
    if (field("intent") === "accept") {
      const body = {
        name: field("name"),
        phone: field("phone"),
        invoice: { companyName: field("companyName"), taxCode: field("taxCode"), address: field("address"), email: field("email") },
        deliveries: deliveriesOf(form),
        // A ticked box posts "on"; an unticked one posts nothing (issue 45: the terms are agreed by the buyer).
        ...(form.get("acceptTerms") === "on" ? { acceptTerms: true } : {}),
      };
      const refused = problems("acceptQuote", body);
      if (refused) return refused;
      const session = await context.session.current();
      const accepted = await context.services.quotes.accept(token, body, session?.id ?? null);
      return redirect(accepted.orderUrl);
    }
    const body = { reason: field("reason") };
    const refused = problems("declineQuote", body);
    if (refused) return refused;
    await context.services.quotes.decline(token, body);
    return { ok: true, message: texts.declined } satisfies QuoteActionResult;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const { status, message, fieldErrors, headers } = refusal;
    return data({ ok: false, message, fieldErrors, ...(language === "vi" ? {} : { messageLang: "vi" as const }) } satisfies QuoteActionResult, { status, headers });
  }
}
