import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { UNKNOWN_PRODUCT } from "#common/leads";
import { FormFailure, Honeypot, MessageField, NameField, PhoneField, SubmitButton } from "./form-parts";
import { sendLead, trackLeadEvent } from "./lead-client";
import { LeadDialog, useDialogOpen, type DialogOpenProps } from "./lead-dialog";
import { useLeadForm } from "./use-lead-form";

/** Spec section 8 texts of the consultation / quick-contact dialog. */
export const CONSULTATION_SUCCESS = { title: "Yêu cầu đã được gửi", description: "Chúng tôi sẽ liên hệ với bạn trong thời gian sớm nhất!" };
export const CONSULTATION_FAILURE = {
  title: "Không thể gửi yêu cầu",
  description: "Đã xảy ra lỗi, vui lòng thử lại sau hoặc liên hệ trực tiếp qua số điện thoại.",
};

const EMPTY = { fullName: "", phone: "", message: "", website: "" };

export interface ConsultationDialogProps extends DialogOpenProps {
  /** The page's product name; `Chưa xác định` when absent. */
  product?: string;
  /** An element (a button) that opens the dialog; omit it when the dialog is controlled. */
  trigger?: ReactNode;
}

/**
 * Consultation dialog (spec 2, 4, 5, 8): name and phone required, message optional; POST /api/contact-requests
 * with needType "contact". Success only on a 2xx answer: toast, form cleared, dialog closed. Any failure: toast,
 * dialog stays open, form kept. The form state lives outside the dialog content so closing never loses typing.
 */
export function ConsultationDialog({ product, trigger, open: openProp, onOpenChange }: ConsultationDialogProps) {
  const [open, setOpen] = useDialogOpen(openProp, onOpenChange);
  const productName = product?.trim() || UNKNOWN_PRODUCT;
  const lead = useLeadForm({
    empty: () => EMPTY,
    send: (form) =>
      sendLead("/api/contact-requests", {
        fullName: form.fullName,
        phone: form.phone,
        message: form.message,
        needType: "contact",
        product: productName,
        website: form.website,
      }),
    success: { ...CONSULTATION_SUCCESS, duration: 3000 },
    failure: CONSULTATION_FAILURE,
    onSuccess: () => {
      trackLeadEvent("lead", { form: "consultation", product: productName });
      trackLeadEvent("contact", { method: "consultation_form", product: productName });
      setOpen(false);
    },
  });

  return (
    <LeadDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      maxWidth="max-w-[425px]"
      title="Nhận tư vấn miễn phí"
      description={
        <>
          Để lại họ tên và số điện thoại, chuyên viên sẽ gọi lại tư vấn cho bạn.
          {productName !== UNKNOWN_PRODUCT && (
            <>
              {" "}
              Sản phẩm quan tâm: <strong className="font-semibold text-gray-800">{productName}</strong>.
            </>
          )}
        </>
      }
    >
      <form method="post" className="relative mt-4 space-y-4" onSubmit={lead.submit}>
        <NameField {...lead.bind("fullName")} />
        <PhoneField {...lead.bind("phone")} />
        <MessageField {...lead.bind("message")} />
        <FormFailure failure={lead.failure} />
        <Honeypot {...lead.honeypot} />
        <SubmitButton sending={lead.sending}>Gửi yêu cầu</SubmitButton>
      </form>
    </LeadDialog>
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
