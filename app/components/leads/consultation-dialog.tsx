import type { ReactNode } from "react";
import { UNKNOWN_PRODUCT } from "#common/leads";
import { FormFailure, Honeypot, MessageField, NameField, PhoneField, SubmitButton } from "./form-parts";
import { sendLead, trackLeadEvent } from "./lead-client";
import { LeadDialog, useDialogOpen, type DialogOpenProps } from "./lead-dialog";
import { CONSULTATION_FAILURE, CONSULTATION_SUCCESS } from "./lead-texts";
import { useLeadForm } from "./use-lead-form";

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
