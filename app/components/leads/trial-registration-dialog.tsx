import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import {
  BUSINESS_STATUS_LABELS,
  BUSINESS_STATUSES,
  LEAD_LIMITS,
  NEED_TYPE_LABELS,
  NEED_TYPES,
  normalizeVietnamesePhone,
  PHONE_MESSAGE,
  PRODUCT_OPTIONS,
  type ProductOption,
} from "#common/leads";
import { CONSULTATION_SUCCESS } from "./consultation-dialog";
import { Field, firstErrors, FormFailure, Honeypot, inputClass, SubmitButton } from "./form-parts";
import { sendLead, trackLeadEvent } from "./lead-client";

/** Spec section 8: failure of the trial-registration contact form. */
export const TRIAL_FAILURE = { title: "Có lỗi xảy ra", description: "Vui lòng thử lại sau." };

const emptyForm = (product: ProductOption | "") => ({
  fullName: "",
  phone: "",
  needType: "",
  product: product as string,
  businessStatus: "",
  address: "",
  message: "",
  website: "",
});

export interface TrialRegistrationDialogProps {
  /** LT-300 and LS-250 product pages pass their product (spec 2). */
  defaultProduct?: ProductOption;
  /** The element that opens the dialog; a default button when omitted (and the dialog is not controlled). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Free-trial registration (home demo section, LT-300 and LS-250 pages): fullName, phone, needType and product
 * required; businessStatus, address and message optional and sent as null when empty (spec 5).
 * POST /api/contact-requests; success only on 2xx (toast, reset, close); failure keeps the dialog and the form.
 */
export function TrialRegistrationDialog({ defaultProduct, trigger, open: openProp, onOpenChange }: TrialRegistrationDialogProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const [form, setForm] = useState(() => emptyForm(defaultProduct ?? ""));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<typeof TRIAL_FAILURE | null>(null);

  const update = (field: keyof ReturnType<typeof emptyForm>) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };
  const orNull = (value: string) => (value.trim() === "" ? null : value);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (normalizeVietnamesePhone(form.phone) === null) {
      setErrors({ phone: PHONE_MESSAGE });
      return;
    }
    setSending(true);
    setFailure(null);
    const result = await sendLead("/api/contact-requests", {
      fullName: form.fullName,
      phone: form.phone,
      needType: form.needType,
      product: form.product,
      businessStatus: orNull(form.businessStatus),
      address: orNull(form.address),
      message: orNull(form.message),
      source: "trial",
      website: form.website,
    });
    setSending(false);
    if (result.ok) {
      toast.success(CONSULTATION_SUCCESS.title, { description: CONSULTATION_SUCCESS.description });
      trackLeadEvent("lead", { form: "trial_registration", product: form.product, need_type: form.needType });
      setForm(emptyForm(defaultProduct ?? ""));
      setErrors({});
      setOpen(false);
    } else {
      setErrors(firstErrors(result.fieldErrors));
      setFailure(TRIAL_FAILURE);
      toast.error(TRIAL_FAILURE.title, { description: TRIAL_FAILURE.description });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {(trigger || openProp === undefined) && (
        <Dialog.Trigger asChild>
          {trigger ?? (
            <button type="button" className="rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700">
              Đăng ký dùng thử miễn phí
            </button>
          )}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-gray-900">Đăng ký trải nghiệm máy miễn phí</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            Dùng thử máy tại quán của bạn (mang máy đến tận nơi, toàn quốc) hoặc tại trung tâm. Các ô có dấu * là bắt buộc.
          </Dialog.Description>
          <form method="post" className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit}>
            <Field label="Họ và tên" required error={errors.fullName}>
              {(props) => (
                <input {...props} name="fullName" autoComplete="name" maxLength={LEAD_LIMITS.fullName} className={inputClass} value={form.fullName} onChange={update("fullName")} />
              )}
            </Field>
            <Field label="Số điện thoại" required error={errors.phone}>
              {(props) => (
                <input
                  {...props}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="0912 345 678"
                  maxLength={LEAD_LIMITS.phoneInput}
                  className={inputClass}
                  value={form.phone}
                  onChange={update("phone")}
                />
              )}
            </Field>
            <Field label="Hình thức dùng thử" required error={errors.needType}>
              {(props) => (
                <select {...props} name="needType" className={inputClass} value={form.needType} onChange={update("needType")}>
                  <option value="">Chọn hình thức</option>
                  {NEED_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {NEED_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Sản phẩm" required error={errors.product}>
              {(props) => (
                <select {...props} name="product" className={inputClass} value={form.product} onChange={update("product")}>
                  <option value="">Chọn sản phẩm</option>
                  {PRODUCT_OPTIONS.map((product) => (
                    <option key={product} value={product}>
                      {product}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Tình trạng kinh doanh" error={errors.businessStatus}>
              {(props) => (
                <select {...props} name="businessStatus" className={inputClass} value={form.businessStatus} onChange={update("businessStatus")}>
                  <option value="">Chọn tình trạng</option>
                  {BUSINESS_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {BUSINESS_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Địa chỉ" error={errors.address}>
              {(props) => (
                <input {...props} name="address" autoComplete="street-address" maxLength={LEAD_LIMITS.address} className={inputClass} value={form.address} onChange={update("address")} />
              )}
            </Field>
            <div className="sm:col-span-2">
              <Field label="Lời nhắn" error={errors.message}>
                {(props) => (
                  <textarea {...props} name="message" rows={3} maxLength={LEAD_LIMITS.message} className={inputClass} value={form.message} onChange={update("message")} />
                )}
              </Field>
            </div>
            <FormFailure failure={failure} />
            <Honeypot value={form.website} onChange={(value) => setForm((current) => ({ ...current, website: value }))} />
            <div className="sm:col-span-2">
              <SubmitButton sending={sending}>Đăng ký dùng thử</SubmitButton>
            </div>
          </form>
          <Dialog.Close className="absolute top-3 right-3 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800" aria-label="Đóng">
            <span aria-hidden="true" className="block text-xl leading-none">
              ×
            </span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
