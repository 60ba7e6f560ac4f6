import * as Tabs from "@radix-ui/react-tabs";
import { PAYMENT_METHODS, instalmentAllowed, type PaymentMethod } from "#common/payment";
import type { Messages } from "#common/i18n-vi";
import { useRootData, useSiteInfo } from "~/lib/root-data";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import type { ZodError } from "zod";
import { formatVnd, effectiveUnitPrice } from "#common/money";
import type { Language } from "#common/i18n";
import { PRIVACY_NOTICE_PATH, TERMS_OF_SALE_PATH } from "#common/legal";
import {
  checkoutSchemas,
  maskCardNumber,
  maskCvc,
  maskExpiry,
  type CardDetails,
  type CardField,
  type ShippingField,
  type ShippingForm,
} from "#common/schemas/checkout";
import { useCart } from "~/components/cart/cart-context";
import { api, ApiError, newIdempotencyKey } from "~/lib/api-client";
import { EmptyCart } from "~/components/cart/empty-cart";
import { TotalsList } from "~/components/cart/totals-list";
import { useLanguage } from "~/lib/language";
import { usePageMessages } from "~/lib/page-messages";
import { Field } from "./field";
import { PlaceCombobox } from "./place-combobox";
import { usePlaces } from "~/lib/locations";
import { sendPurchaseEvent, useBeginCheckoutEvent } from "./checkout-analytics";
import { DiscountCodeBox, type AppliedCode } from "./discount-code-box";

/** The payment choices in the page's language (common/payment.ts keeps the Vietnamese names for orders and e-mails). */
function paymentChoiceLabel(t: Messages, method: PaymentMethod): string {
  return { cod: t.payCod, bank_transfer: t.payBankTransfer, card: t.payCard, vnpay: t.payVnpay, momo: t.payMomo, vnpay_instalment: t.payVnpayInstalment }[method];
}
import { checkVatInvoice, NO_VAT_INVOICE, VatInvoiceFields, type VatInvoiceErrors } from "./vat-invoice-fields";

const EMPTY_SHIPPING: ShippingForm = { fullName: "", email: "", phone: "", address: "", provinceCode: "", wardCode: "" };
const EMPTY_CARD: CardDetails = { cardName: "", cardNumber: "", expiry: "", cvc: "" };

type Errors<K extends string> = Partial<Record<K, string>>;

/** First message per top-level field. */
function errorsOf<K extends string>(error: ZodError): Errors<K> {
  const errors: Errors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0]) as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

function validateShipping(values: ShippingForm, language: Language): Errors<ShippingField> {
  const result = checkoutSchemas(language).shippingForm.safeParse(values);
  return result.success ? {} : errorsOf<ShippingField>(result.error);
}

function validateCard(values: CardDetails, language: Language): Errors<CardField> {
  const result = checkoutSchemas(language).card.safeParse(values);
  return result.success ? {} : errorsOf<CardField>(result.error);
}

/** Spec fields of older API clients map onto the picker's (docs/decisions/0017). */
const SERVER_FIELD: Record<string, ShippingField> = { city: "provinceCode", state: "wardCode" };

/**
 * Checkout (spec sections 2, 4, 5, 8): shipping and payment tabs, every field's message under it, and the
 * order summary. Only the address, the lines and the total are sent; card fields are checked here and
 * never leave the browser.
 */
export function CheckoutForm() {
  const { items, totals, loading, reload, resetLocal } = useCart();
  const { language } = useLanguage();
  const t = usePageMessages();
  const navigate = useNavigate();
  const [tab, setTab] = useState<"shipping" | "payment">("shipping");
  const [shipping, setShipping] = useState(EMPTY_SHIPPING);
  /** The old-style name the ward was picked by ("Phường Bến Nghé, Quận 1"), said again on the order and its e-mail. */
  const [formerWard, setFormerWard] = useState<string | undefined>();
  const [card, setCard] = useState(EMPTY_CARD);
  const [shippingErrors, setShippingErrors] = useState<Errors<ShippingField>>({});
  const [cardErrors, setCardErrors] = useState<Errors<CardField>>({});
  const [shippingChecked, setShippingChecked] = useState(false);
  const [cardChecked, setCardChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const bankTransferOffered = useRootData()?.env.bankTransfer ?? false;
  // With VNPAY configured its hosted page replaces the spec's card form: card numbers are typed only there.
  const vnpayOffered = useRootData()?.env.vnpay ?? false;
  const momoOffered = useRootData()?.env.momo ?? false;
  const instalmentsOn = useRootData()?.env.vnpayInstalments ?? false;
  const { hotline } = useSiteInfo();
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod>("cod");
  const idempotencyKey = useRef<string | null>(null);
  const placed = useRef(false);
  const redirected = useRef(false);

  const places = usePlaces(shipping.provinceCode);
  // A discount code the server accepted: its totals are the ones shown and sent (the server checks them again).
  const [appliedCode, setAppliedCode] = useState<AppliedCode | null>(null);
  const shownTotals = appliedCode ? { ...appliedCode.totals, discountCode: appliedCode.code } : totals;
  // Instalments (decision 0061) only at or above their minimum, on the total shown (the server checks its own).
  const instalmentOffered = instalmentsOn && instalmentAllowed(shownTotals.total);
  const offeredMethods = PAYMENT_METHODS.filter(
    (method) =>
      (method !== "bank_transfer" || bankTransferOffered) &&
      (method === "vnpay"
        ? vnpayOffered
        : method === "momo"
          ? momoOffered
          : method === "vnpay_instalment"
            ? instalmentOffered
            : method !== "card" || !vnpayOffered),
  );
  // A choice no longer offered (a discount took the total below the instalments' minimum) falls back to COD.
  const paymentMethod: PaymentMethod = offeredMethods.includes(chosenMethod) ? chosenMethod : "cod";
  // "Xuất hóa đơn VAT" (decision 0042).
  const [vatInvoice, setVatInvoice] = useState(NO_VAT_INVOICE);
  const [vatInvoiceErrors, setVatInvoiceErrors] = useState<VatInvoiceErrors>({});
  // The terms box and the optional consents start unticked (issue 45): only the buyer's own click gives them.
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [consents, setConsents] = useState({ marketingEmail: false, zalo: false });

  useBeginCheckoutEvent(items, totals.total, loading);

  // An empty cart has nothing to check out.
  useEffect(() => {
    if (loading || items.length > 0 || placed.current || redirected.current) return;
    redirected.current = true;
    toast.error(t.errorTitle, { description: t.checkoutEmptyCart });
    navigate("/products", { replace: true });
  }, [items.length, loading, navigate, t]);

  const updateShipping = (changes: Partial<ShippingForm>) => {
    const next = { ...shipping, ...changes };
    setShipping(next);
    if (shippingChecked) setShippingErrors(validateShipping(next, language));
  };
  const setShippingField = (field: ShippingField, value: string) => updateShipping({ [field]: value });
  const setCardField = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (cardChecked) setCardErrors(validateCard(next, language));
  };

  // Messages already shown follow a language switch.
  useEffect(() => {
    if (shippingChecked) setShippingErrors(validateShipping(shipping, language));
    if (cardChecked) setCardErrors(validateCard(card, language));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  /** 'Continue to Payment' only validates the shipping fields (and moves on when they are valid). */
  const continueToPayment = (event: React.FormEvent) => {
    event.preventDefault();
    const errors = validateShipping(shipping, language);
    setShippingChecked(true);
    setShippingErrors(errors);
    if (Object.keys(errors).length === 0) setTab("payment");
  };

  const placeOrder = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const nextShippingErrors = validateShipping(shipping, language);
    // Card details are only checked in the browser, and only when the buyer pays by card.
    const nextCardErrors = paymentMethod === "card" ? validateCard(card, language) : {};
    setShippingChecked(true);
    setCardChecked(paymentMethod === "card");
    setShippingErrors(nextShippingErrors);
    setCardErrors(nextCardErrors);
    if (Object.keys(nextShippingErrors).length > 0) {
      setTab("shipping");
      return;
    }
    if (Object.keys(nextCardErrors).length > 0) return;
    const checkedInvoice = checkVatInvoice(vatInvoice, language);
    setVatInvoiceErrors(checkedInvoice.errors);
    if (Object.keys(checkedInvoice.errors).length > 0) return;
    if (!acceptTerms) {
      setTermsError(t.termsRequired);
      return;
    }

    // One key per checkout attempt: retries and double clicks of it create one order.
    idempotencyKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const { provinceCode, wardCode, ...contact } = checkoutSchemas(language).shippingForm.parse(shipping);
      const payload = {
        // The spec's city and state carry the province's and the ward's names for readers of the payload.
        address: {
          ...contact,
          provinceCode,
          wardCode,
          city: places.provinces?.find((province) => province.code === provinceCode)?.name,
          state: places.wards?.find((ward) => ward.code === wardCode)?.name,
          ...(formerWard ? { formerWard } : {}),
        },
        paymentMethod,
        items: items.map((item) => ({
          productId: item.productId,
          name: item.product.name,
          price: effectiveUnitPrice(item.product),
          quantity: item.quantity,
          image: item.product.image,
        })),
        total: String(shownTotals.total),
        ...(appliedCode ? { code: appliedCode.code } : {}),
        ...(checkedInvoice.invoice ? { invoice: checkedInvoice.invoice } : {}),
        acceptTerms,
        consents,
      };
      const { id, paymentUrl } = await api.post<{ id: number; paymentUrl?: string }>("/api/orders", payload, { idempotencyKey: idempotencyKey.current });
      placed.current = true;
      sendPurchaseEvent(id, shownTotals.total, items);
      resetLocal();
      // A gateway order: on to the gateway's own page (a top-level navigation, nothing the CSP restricts); the
      // buyer comes back to /payments/vnpay/return (or /payments/momo/return) and from there to the order page.
      if (paymentUrl) {
        window.location.assign(paymentUrl);
        return;
      }
      toast.success(t.orderPlacedTitle, { description: t.orderPlaced(id) });
      // Every buyer lands on their order page (a bank transfer finds its VietQR code there; cash on delivery its
      // summary and what happens next), not on the home page with only a toast to remember the number by.
      navigate(`/orders/${id}`);
    } catch (error) {
      let description: string = t.checkoutFailed;
      if (error instanceof ApiError && error.status !== 0) {
        description = error.serverMessage ?? t.placeOrderFailed;
        if (error.status === 400) {
          const serverErrors: Errors<ShippingField> = {};
          for (const [path, messages] of Object.entries(error.fieldErrors)) {
            if (!path.startsWith("address.")) continue;
            const field = path.slice("address.".length);
            serverErrors[SERVER_FIELD[field] ?? (field as ShippingField)] = messages[0];
          }
          if (Object.keys(serverErrors).length > 0) {
            setShippingErrors(serverErrors);
            setTab("shipping");
          }
          const invoiceErrors: VatInvoiceErrors = {};
          for (const [path, messages] of Object.entries(error.fieldErrors)) {
            if (path.startsWith("invoice.")) invoiceErrors[path.slice("invoice.".length) as keyof VatInvoiceErrors] = messages[0];
          }
          setVatInvoiceErrors(invoiceErrors);
        }
        // Prices or the cart changed on the server: show the current figures.
        if (error.status === 409) void reload();
        // The code was refused (expired, used up meanwhile) or priced other figures: the buyer applies it again.
        if (appliedCode && (error.status === 400 || error.status === 409)) setAppliedCode(null);
        // This attempt's key already placed an order with other details: show the cart as the server has it
        // now, and let a new submit be a new attempt.
        if (error.status === 422) {
          idempotencyKey.current = null;
          void reload();
        }
      }
      toast.error(t.checkoutFailedTitle, { description });
    } finally {
      setSubmitting(false);
    }
  };

  if (items.length === 0) return <EmptyCart title={t.checkoutTitle} />;

  const tabTrigger =
    "flex-1 rounded-md px-4 py-2 text-sm font-medium text-gray-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow";

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/cart" className="text-sm text-brand-700 hover:underline">
        {t.backToCart}
      </Link>
      <title>{t.checkoutTitle}</title>
      <h1 className="mt-4 text-2xl font-bold">{t.checkoutTitle}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as "shipping" | "payment")}>
          <Tabs.List className="flex gap-1 rounded-lg bg-gray-100 p-1" aria-label={t.checkoutSteps}>
            <Tabs.Trigger value="shipping" className={tabTrigger}>
              {t.shippingTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="payment" className={tabTrigger}>
              {t.paymentTab}
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="shipping" className="mt-6">
            <form noValidate onSubmit={continueToPayment} className="grid gap-4 sm:grid-cols-2" aria-label={t.shippingTab}>
              <Field className="sm:col-span-2" label={t.fullNameLabel} autoComplete="name" value={shipping.fullName} error={shippingErrors.fullName} onChange={(e) => setShippingField("fullName", e.target.value)} />
              <Field label={t.emailLabel} type="email" autoComplete="email" value={shipping.email} error={shippingErrors.email} onChange={(e) => setShippingField("email", e.target.value)} />
              <div>
                <Field label={t.phoneLabel} type="tel" autoComplete="tel" value={shipping.phone} error={shippingErrors.phone} onChange={(e) => setShippingField("phone", e.target.value)} />
                <p className="mt-1 text-xs text-gray-500" data-testid="zalo-consent">{t.zaloConsent}</p>
              </div>
              <PlaceCombobox
                label={t.provinceLabel}
                placeholder={t.provincePlaceholder}
                options={places.provinces}
                value={shipping.provinceCode}
                onChange={(option) => {
                  setFormerWard(undefined);
                  updateShipping({ provinceCode: option?.code ?? "", wardCode: "" });
                }}
                error={shippingErrors.provinceCode}
                statusText={places.failed && !places.provinces ? t.placesLoadFailed : places.provinces ? undefined : t.placesLoading}
                emptyText={t.noPlaceFound}
                formerlyText={t.formerly}
              />
              <PlaceCombobox
                // A new province starts a new ward search.
                key={shipping.provinceCode}
                label={t.wardLabel}
                placeholder={t.wardPlaceholder}
                options={places.wards}
                value={shipping.wardCode}
                onChange={(option, via) => {
                  setFormerWard(via);
                  updateShipping({ wardCode: option?.code ?? "" });
                }}
                chosenVia={formerWard}
                error={shippingErrors.wardCode}
                statusText={!shipping.provinceCode ? t.wardNeedsProvince : places.wards ? undefined : places.failed ? t.placesLoadFailed : t.placesLoading}
                emptyText={t.noPlaceFound}
                formerlyText={t.formerly}
              />
              <Field className="sm:col-span-2" label={t.streetLabel} autoComplete="street-address" value={shipping.address} error={shippingErrors.address} onChange={(e) => setShippingField("address", e.target.value)} />
              <div className="sm:col-span-2">
                <button type="submit" className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto">
                  {t.continueToPayment}
                </button>
              </div>
            </form>
          </Tabs.Content>

          <Tabs.Content value="payment" className="mt-6">
            <form noValidate onSubmit={placeOrder} className="grid gap-4 sm:grid-cols-2" aria-label={t.paymentForm}>
              <fieldset className="grid gap-2 sm:col-span-2">
                <legend className="mb-1 text-sm font-semibold text-gray-800">{t.paymentMethodLegend}</legend>
                {offeredMethods.map((method) => (
                  <label key={method} className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-200 p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={method}
                      checked={paymentMethod === method}
                      onChange={() => setPaymentMethod(method)}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {paymentChoiceLabel(t, method)}
                  </label>
                ))}
              </fieldset>
              {paymentMethod === "bank_transfer" && (
                <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2">
                  {t.bankTransferNote}
                </p>
              )}
              {paymentMethod === "vnpay" && (
                <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2">
                  {t.vnpayNote}
                </p>
              )}
              {paymentMethod === "vnpay_instalment" && (
                <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2">
                  {t.vnpayInstalmentNote}
                </p>
              )}
              {paymentMethod === "momo" && (
                <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2">
                  {t.momoNote}
                </p>
              )}
              {paymentMethod === "card" && (
                <>
                  <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2">
                    {t.cardNote}
                  </p>
                  <Field className="sm:col-span-2" label={t.cardNameLabel} autoComplete="cc-name" value={card.cardName} error={cardErrors.cardName} onChange={(e) => setCardField("cardName", e.target.value)} />
                  <Field className="sm:col-span-2" label={t.cardNumberLabel} inputMode="numeric" autoComplete="cc-number" maxLength={19} value={card.cardNumber} error={cardErrors.cardNumber} onChange={(e) => setCardField("cardNumber", maskCardNumber(e.target.value))} />
                  <Field label={t.expiryLabel} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={5} value={card.expiry} error={cardErrors.expiry} onChange={(e) => setCardField("expiry", maskExpiry(e.target.value))} />
                  <Field label={t.cvcLabel} inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={card.cvc} error={cardErrors.cvc} onChange={(e) => setCardField("cvc", maskCvc(e.target.value))} />
                </>
              )}
              <VatInvoiceFields value={vatInvoice} errors={vatInvoiceErrors} onChange={setVatInvoice} />
              <fieldset className="grid gap-2 text-sm sm:col-span-2">
                <legend className="mb-1 font-semibold text-gray-800">{t.consentsLegend}</legend>
                <label className="flex items-start gap-3">
                  <input type="checkbox" name="consentMarketingEmail" checked={consents.marketingEmail} onChange={(e) => setConsents((now) => ({ ...now, marketingEmail: e.target.checked }))} className="mt-0.5 h-4 w-4 accent-brand-700" />
                  {t.consentMarketingEmail}
                </label>
                <label className="flex items-start gap-3">
                  <input type="checkbox" name="consentZalo" checked={consents.zalo} onChange={(e) => setConsents((now) => ({ ...now, zalo: e.target.checked }))} className="mt-0.5 h-4 w-4 accent-brand-700" />
                  {t.consentZalo}
                </label>
              </fieldset>
              <div className="text-sm sm:col-span-2">
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="acceptTerms"
                    checked={acceptTerms}
                    aria-invalid={termsError ? true : undefined}
                    aria-describedby={termsError ? "accept-terms-error" : undefined}
                    onChange={(e) => {
                      setAcceptTerms(e.target.checked);
                      if (e.target.checked) setTermsError(undefined);
                    }}
                    className="mt-0.5 h-4 w-4 accent-brand-700"
                  />
                  <span>
                    {t.termsAgreeBefore}
                    <Link to={TERMS_OF_SALE_PATH} target="_blank" className="text-brand-700 underline">
                      {t.termsLink}
                    </Link>
                    {t.termsAgreeMiddle}
                    <Link to={PRIVACY_NOTICE_PATH} target="_blank" className="text-brand-700 underline">
                      {t.privacyLink}
                    </Link>
                  </span>
                </label>
                {termsError && (
                  <p id="accept-terms-error" role="alert" className="mt-1 text-red-700">
                    {termsError}
                  </p>
                )}
              </div>
              <div className="sm:col-span-2">
                <button
                  type="submit"
                  disabled={submitting}
                  className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
                >
                  {submitting ? t.processing : t.placeOrder(formatVnd(shownTotals.total))}
                </button>
              </div>
            </form>
          </Tabs.Content>
        </Tabs.Root>

        <aside className="h-fit rounded-lg border border-gray-200 bg-gray-50 p-5" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className="mb-4 text-lg font-semibold">
            {t.summaryTitle}
          </h2>
          <ul className="mb-4 space-y-2 border-b border-gray-200 pb-4 text-sm">
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>
                  {item.quantity} × {item.product.name}
                </span>
                <span className="shrink-0 tabular-nums">{formatVnd(effectiveUnitPrice(item.product) * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <DiscountCodeBox applied={appliedCode} onChange={setAppliedCode} />
          <TotalsList totals={shownTotals} />
          <p className="mt-6 text-sm text-gray-600">
            {t.needHelp}{" "}
            <a href={hotline.href} className="font-semibold text-brand-700">
              {hotline.display}
            </a>{" "}
            {t.allDayHours}
          </p>
          <Link to="/cart" className="mt-3 block text-sm text-brand-700 hover:underline">
            {t.backToCart}
          </Link>
        </aside>
      </div>
    </main>
  );
}
