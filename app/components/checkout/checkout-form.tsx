import * as Tabs from "@radix-ui/react-tabs";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "#common/payment";
import { useRootData } from "~/lib/root-data";
import { HOTLINE } from "#common/site-info";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { ZodError } from "zod";
import { formatVnd, effectiveUnitPrice } from "#common/money";
import {
  cardSchema,
  maskCardNumber,
  maskCvc,
  maskExpiry,
  shippingAddressSchema,
  type CardDetails,
  type CardField,
  type ShippingAddress,
  type ShippingField,
} from "#common/schemas/checkout";
import { useCart } from "~/components/cart/cart-context";
import { api, ApiError, newIdempotencyKey } from "~/lib/api-client";
import { TotalsList } from "~/components/cart/totals-list";
import { Field } from "./field";
import { sendPurchaseEvent, useBeginCheckoutEvent } from "./checkout-analytics";

const EMPTY_SHIPPING: ShippingAddress = { fullName: "", email: "", phone: "", address: "", city: "", state: "", zip: "" };
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

function validateShipping(values: ShippingAddress): Errors<ShippingField> {
  const result = shippingAddressSchema.safeParse(values);
  return result.success ? {} : errorsOf<ShippingField>(result.error);
}

function validateCard(values: CardDetails): Errors<CardField> {
  const result = cardSchema.safeParse(values);
  return result.success ? {} : errorsOf<CardField>(result.error);
}

/**
 * Checkout (spec sections 2, 4, 5, 8): shipping and payment tabs, every field's message under it, and the
 * order summary. Only the address, the lines and the total are sent; card fields are checked here and
 * never leave the browser.
 */
export function CheckoutForm() {
  const { items, totals, loading, reload, resetLocal } = useCart();
  const navigate = useNavigate();
  const [tab, setTab] = useState<"shipping" | "payment">("shipping");
  const [shipping, setShipping] = useState(EMPTY_SHIPPING);
  const [card, setCard] = useState(EMPTY_CARD);
  const [shippingErrors, setShippingErrors] = useState<Errors<ShippingField>>({});
  const [cardErrors, setCardErrors] = useState<Errors<CardField>>({});
  const [shippingChecked, setShippingChecked] = useState(false);
  const [cardChecked, setCardChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const bankTransferOffered = useRootData()?.env.bankTransfer ?? false;
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>("cod");
  const idempotencyKey = useRef<string | null>(null);
  const placed = useRef(false);
  const redirected = useRef(false);

  useBeginCheckoutEvent(items, totals.total, loading);

  // An empty cart has nothing to check out.
  useEffect(() => {
    if (loading || items.length > 0 || placed.current || redirected.current) return;
    redirected.current = true;
    toast.error("Error", { description: "Your cart is empty. Please add items before checkout." });
    navigate("/products", { replace: true });
  }, [items.length, loading, navigate]);

  const setShippingField = (field: ShippingField, value: string) => {
    const next = { ...shipping, [field]: value };
    setShipping(next);
    if (shippingChecked) setShippingErrors(validateShipping(next));
  };
  const setCardField = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (cardChecked) setCardErrors(validateCard(next));
  };

  /** 'Continue to Payment' only validates the shipping fields (and moves on when they are valid). */
  const continueToPayment = (event: React.FormEvent) => {
    event.preventDefault();
    const errors = validateShipping(shipping);
    setShippingChecked(true);
    setShippingErrors(errors);
    if (Object.keys(errors).length === 0) setTab("payment");
  };

  const placeOrder = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const nextShippingErrors = validateShipping(shipping);
    // Card details are only checked in the browser, and only when the buyer pays by card.
    const nextCardErrors = paymentMethod === "card" ? validateCard(card) : {};
    setShippingChecked(true);
    setCardChecked(paymentMethod === "card");
    setShippingErrors(nextShippingErrors);
    setCardErrors(nextCardErrors);
    if (Object.keys(nextShippingErrors).length > 0) {
      setTab("shipping");
      return;
    }
    if (Object.keys(nextCardErrors).length > 0) return;

    // One key per checkout attempt: retries and double clicks of it create one order.
    idempotencyKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const payload = {
        address: shippingAddressSchema.parse(shipping),
        paymentMethod,
        items: items.map((item) => ({
          productId: item.productId,
          name: item.product.name,
          price: effectiveUnitPrice(item.product),
          quantity: item.quantity,
          image: item.product.image,
        })),
        total: String(totals.total),
      };
      const { id } = await api.post<{ id: number }>("/api/orders", payload, { idempotencyKey: idempotencyKey.current });
      placed.current = true;
      sendPurchaseEvent(id, totals.total, items);
      resetLocal();
      toast.success("Order Placed Successfully", { description: `Your order #${id} has been placed successfully.` });
      // A bank transfer continues on the order page with its VietQR code; otherwise the spec's way home.
      navigate(paymentMethod === "bank_transfer" ? `/orders/${id}` : "/");
    } catch (error) {
      let description = "Failed to process your order. Please try again.";
      if (error instanceof ApiError && error.status !== 0) {
        description = error.serverMessage ?? "Failed to place order";
        if (error.status === 400) {
          const serverErrors: Errors<ShippingField> = {};
          for (const [path, messages] of Object.entries(error.fieldErrors)) {
            if (path.startsWith("address.")) serverErrors[path.slice("address.".length) as ShippingField] = messages[0];
          }
          if (Object.keys(serverErrors).length > 0) {
            setShippingErrors(serverErrors);
            setTab("shipping");
          }
        }
        // Prices or the cart changed on the server: show the current figures.
        if (error.status === 409) void reload();
        // This attempt's key already placed an order with other details: show the cart as the server has it
        // now, and let a new submit be a new attempt.
        if (error.status === 422) {
          idempotencyKey.current = null;
          void reload();
        }
      }
      toast.error("Checkout Failed", { description });
    } finally {
      setSubmitting(false);
    }
  };

  if (items.length === 0) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Thanh toán</h1>
        <p className="mt-4 text-gray-600">{loading ? "Đang tải giỏ hàng..." : "Giỏ hàng của bạn đang trống"}</p>
        <Link to="/products" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
          Xem sản phẩm
        </Link>
      </main>
    );
  }

  const tabTrigger =
    "flex-1 rounded-md px-4 py-2 text-sm font-medium text-gray-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow";

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/cart" className="text-sm text-brand-700 hover:underline">
        ← Quay lại giỏ hàng
      </Link>
      <h1 className="mt-4 text-2xl font-bold">Thanh toán</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as "shipping" | "payment")}>
          <Tabs.List className="flex gap-1 rounded-lg bg-gray-100 p-1" aria-label="Các bước thanh toán">
            <Tabs.Trigger value="shipping" className={tabTrigger}>
              Thông tin giao hàng
            </Tabs.Trigger>
            <Tabs.Trigger value="payment" className={tabTrigger}>
              Thanh toán
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="shipping" className="mt-6">
            <form noValidate onSubmit={continueToPayment} className="grid gap-4 sm:grid-cols-2" aria-label="Thông tin giao hàng">
              <Field className="sm:col-span-2" label="Họ và tên" autoComplete="name" value={shipping.fullName} error={shippingErrors.fullName} onChange={(e) => setShippingField("fullName", e.target.value)} />
              <Field label="Email" type="email" autoComplete="email" value={shipping.email} error={shippingErrors.email} onChange={(e) => setShippingField("email", e.target.value)} />
              <Field label="Số điện thoại" type="tel" autoComplete="tel" value={shipping.phone} error={shippingErrors.phone} onChange={(e) => setShippingField("phone", e.target.value)} />
              <Field className="sm:col-span-2" label="Địa chỉ" autoComplete="street-address" value={shipping.address} error={shippingErrors.address} onChange={(e) => setShippingField("address", e.target.value)} />
              <Field label="Tỉnh/Thành phố" autoComplete="address-level1" value={shipping.city} error={shippingErrors.city} onChange={(e) => setShippingField("city", e.target.value)} />
              <Field label="Quận/Huyện" autoComplete="address-level2" value={shipping.state} error={shippingErrors.state} onChange={(e) => setShippingField("state", e.target.value)} />
              <Field label="Mã bưu chính" autoComplete="postal-code" value={shipping.zip} error={shippingErrors.zip} onChange={(e) => setShippingField("zip", e.target.value)} />
              <div className="sm:col-span-2">
                <button type="submit" className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto">
                  Continue to Payment
                </button>
              </div>
            </form>
          </Tabs.Content>

          <Tabs.Content value="payment" className="mt-6">
            <form noValidate onSubmit={placeOrder} className="grid gap-4 sm:grid-cols-2" aria-label="Thông tin thanh toán">
              <fieldset className="grid gap-2 sm:col-span-2">
                <legend className="mb-1 text-sm font-semibold text-gray-800">Hình thức thanh toán</legend>
                {PAYMENT_METHODS.filter((method) => method !== "bank_transfer" || bankTransferOffered).map((method) => (
                  <label key={method} className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-200 p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={method}
                      checked={paymentMethod === method}
                      onChange={() => setPaymentMethod(method)}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {PAYMENT_METHOD_LABELS[method]}
                  </label>
                ))}
              </fieldset>
              {paymentMethod === "bank_transfer" && (
                <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2">
                  Sau khi đặt hàng, bạn sẽ thấy mã VietQR với số tiền và nội dung chuyển khoản điền sẵn.
                </p>
              )}
              {paymentMethod === "card" && (
                <>
                  <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2">
                    Thông tin thẻ chỉ được kiểm tra trên trình duyệt của bạn, không được gửi đi hay lưu lại. Nhân viên sẽ gọi điện để hướng dẫn thanh toán.
                  </p>
                  <Field className="sm:col-span-2" label="Tên chủ thẻ" autoComplete="cc-name" value={card.cardName} error={cardErrors.cardName} onChange={(e) => setCardField("cardName", e.target.value)} />
                  <Field className="sm:col-span-2" label="Số thẻ" inputMode="numeric" autoComplete="cc-number" maxLength={19} value={card.cardNumber} error={cardErrors.cardNumber} onChange={(e) => setCardField("cardNumber", maskCardNumber(e.target.value))} />
                  <Field label="Ngày hết hạn (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={5} value={card.expiry} error={cardErrors.expiry} onChange={(e) => setCardField("expiry", maskExpiry(e.target.value))} />
                  <Field label="CVC" inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={card.cvc} error={cardErrors.cvc} onChange={(e) => setCardField("cvc", maskCvc(e.target.value))} />
                </>
              )}
              <div className="sm:col-span-2">
                <button
                  type="submit"
                  disabled={submitting}
                  className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
                >
                  {submitting ? "Processing..." : `Đặt hàng – ${formatVnd(totals.total)}`}
                </button>
              </div>
            </form>
          </Tabs.Content>
        </Tabs.Root>

        <aside className="h-fit rounded-lg border border-gray-200 bg-gray-50 p-5" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className="mb-4 text-lg font-semibold">
            Tóm tắt đơn hàng
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
          <TotalsList totals={totals} />
          <p className="mt-6 text-sm text-gray-600">
            Cần hỗ trợ? Gọi{" "}
            <a href={HOTLINE.href} className="font-semibold text-brand-700">
              {HOTLINE.display}
            </a>{" "}
            (24/7).
          </p>
          <Link to="/cart" className="mt-3 block text-sm text-brand-700 hover:underline">
            ← Quay lại giỏ hàng
          </Link>
        </aside>
      </div>
    </main>
  );
}
