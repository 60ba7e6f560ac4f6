import { UNKNOWN_PRODUCT } from "#common/leads";
import { usePageMessages } from "~/lib/page-messages";
import { DealerSharingBox, FormFailure, Honeypot, MessageField, NameField, PhoneField, SubmitButton } from "./form-parts";
import { LeadDialog, type DialogOpenProps } from "./lead-dialog";
import { useConsultationForm } from "./use-consultation-form";

export interface ConsultationDialogProps extends DialogOpenProps {
  /** The page's product name; `Chưa xác định` when absent. */
  product?: string;
}

/**
 * Consultation dialog (spec 2, 4, 5, 8): success only on a 2xx answer closes it (toast, form cleared); any failure
 * keeps it open with the form. The form state lives outside the dialog content so closing never loses typing.
 */
export function ConsultationDialog({ product, open, onOpenChange }: ConsultationDialogProps) {
  const { lead, productName } = useConsultationForm({
    product,
    analytics: { form: "consultation", method: "consultation_form" },
    onSuccess: () => onOpenChange(false),
  });
  const t = usePageMessages();

  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      maxWidth="max-w-[425px]"
      title={t.consultTitle}
      description={
        <>
          {t.consultIntro}
          {productName !== UNKNOWN_PRODUCT && (
            <>
              {" "}
              {t.consultProduct}{" "}
              <strong className="font-semibold text-gray-800" lang="vi">
                {productName}
              </strong>
              .
            </>
          )}
        </>
      }
    >
      <form ref={lead.formRef} method="post" className="relative mt-4 space-y-4" onSubmit={lead.submit}>
        <NameField {...lead.bind("fullName")} />
        <PhoneField {...lead.bind("phone")} />
        <MessageField {...lead.bind("message")} />
        <DealerSharingBox {...lead.bind("dealerSharing")} />
        <FormFailure failure={lead.failure} />
        <Honeypot {...lead.honeypot} />
        <SubmitButton sending={lead.sending}>{t.consultSend}</SubmitButton>
      </form>
    </LeadDialog>
  );
}
