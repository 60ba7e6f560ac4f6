import * as Dialog from "@radix-ui/react-dialog";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { LEAD_LIMITS, normalizeVietnamesePhone, PHONE_MESSAGE, UNKNOWN_PRODUCT } from "#common/leads";
import { Field, firstErrors, FormFailure, Honeypot, inputClass, SubmitButton } from "./form-parts";
import { sendLead, trackLeadEvent } from "./lead-client";

/** Spec section 8 texts of the consultation / quick-contact dialog. */
export const CONSULTATION_SUCCESS = { title: "Yêu cầu đã được gửi", description: "Chúng tôi sẽ liên hệ với bạn trong thời gian sớm nhất!" };
export const CONSULTATION_FAILURE = {
  title: "Không thể gửi yêu cầu",
  description: "Đã xảy ra lỗi, vui lòng thử lại sau hoặc liên hệ trực tiếp qua số điện thoại.",
};

const EMPTY = { fullName: "", phone: "", message: "", website: "" };

export interface ConsultationDialogProps {
  /** The page's product name; `Chưa xác định` when absent. */
  product?: string;
  /** An element (a button) that opens the dialog; omit it when the dialog is controlled. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Consultation dialog (spec 2, 4, 5, 8): name and phone required, message optional; POST /api/contact-requests
 * with needType "contact". Success only on a 2xx answer: toast, form cleared, dialog closed. Any failure: toast,
 * dialog stays open, form kept. The form state lives outside the dialog content so closing never loses typing.
 */
export function ConsultationDialog({ product, trigger, open: openProp, onOpenChange }: ConsultationDialogProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<typeof CONSULTATION_FAILURE | null>(null);
  const productName = product?.trim() || UNKNOWN_PRODUCT;

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };

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
      message: form.message,
      needType: "contact",
      product: productName,
      website: form.website,
    });
    setSending(false);
    if (result.ok) {
      toast.success(CONSULTATION_SUCCESS.title, { description: CONSULTATION_SUCCESS.description, duration: 3000 });
      trackLeadEvent("lead", { form: "consultation", product: productName });
      trackLeadEvent("contact", { method: "consultation_form", product: productName });
      setForm(EMPTY);
      setErrors({});
      setOpen(false);
    } else {
      setErrors(firstErrors(result.fieldErrors));
      setFailure(CONSULTATION_FAILURE);
      toast.error(CONSULTATION_FAILURE.title, { description: CONSULTATION_FAILURE.description });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[425px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-gray-900">Nhận tư vấn miễn phí</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            Để lại họ tên và số điện thoại, chuyên viên sẽ gọi lại tư vấn cho bạn.
            {productName !== UNKNOWN_PRODUCT && (
              <>
                {" "}
                Sản phẩm quan tâm: <strong className="font-semibold text-gray-800">{productName}</strong>.
              </>
            )}
          </Dialog.Description>
          <form method="post" className="relative mt-4 space-y-4" onSubmit={submit}>
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
            <Field label="Lời nhắn" error={errors.message}>
              {(props) => (
                <textarea {...props} name="message" rows={3} maxLength={LEAD_LIMITS.message} className={inputClass} value={form.message} onChange={update("message")} />
              )}
            </Field>
            <FormFailure failure={failure} />
            <Honeypot value={form.website} onChange={(value) => setForm((current) => ({ ...current, website: value }))} />
            <SubmitButton sending={sending}>Gửi yêu cầu</SubmitButton>
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

interface ConsultationApi {
  /** Opens the one consultation dialog of the page; product defaults to the page's product, else `Chưa xác định`. */
  open(product?: string): void;
}

const ConsultationContext = createContext<(ConsultationApi & { setPageProduct(product: string | undefined): void }) | null>(null);

/** One consultation dialog for the whole site, opened from anywhere with `useConsultation().open()`. */
export function ConsultationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState<string | undefined>(undefined);
  const [pageProduct, setPageProduct] = useState<string | undefined>(undefined);
  const openDialog = useCallback((product?: string) => {
    setRequested(product);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ open: openDialog, setPageProduct }), [openDialog]);
  return (
    <ConsultationContext.Provider value={api}>
      {children}
      <ConsultationDialog open={open} onOpenChange={setOpen} product={requested ?? pageProduct} />
    </ConsultationContext.Provider>
  );
}

export function useConsultation(): ConsultationApi {
  const context = useContext(ConsultationContext);
  if (!context) throw new Error("useConsultation must be used inside <ConsultationProvider>");
  return context;
}

/** A product page names its product so the floating call button's dialog sends it (spec 7). */
export function useConsultationProduct(product: string | undefined) {
  const context = useContext(ConsultationContext);
  const setPageProduct = context?.setPageProduct;
  useEffect(() => {
    if (!setPageProduct) return;
    setPageProduct(product);
    return () => setPageProduct(undefined);
  }, [setPageProduct, product]);
}
