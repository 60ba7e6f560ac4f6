import {
  BUSINESS_STATUS_LABELS,
  BUSINESS_STATUSES,
  NEED_TYPE_LABELS,
  NEED_TYPES,
  type ProductOption,
} from "#common/leads";
import { useRootData } from "~/lib/root-data";
import { trackLead } from "~/lib/track";
import { api } from "~/lib/api-client";
import { CONSULTATION_SUCCESS } from "./lead-texts";
import { AddressField, DealerSharingBox, dealerSharingOf, FormFailure, Honeypot, MessageField, NameField, PhoneField, SelectField, SubmitButton } from "./form-parts";
import { LeadDialog, type DialogOpenProps } from "./lead-dialog";
import { useLeadForm } from "./use-lead-form";

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
  dealerSharing: "",
  website: "",
});

export interface TrialRegistrationDialogProps extends DialogOpenProps {
  /** LT-300 and LS-250 product pages pass their product (spec 2). */
  defaultProduct?: ProductOption;
}

/**
 * Free-trial registration (home demo section, LT-300 and LS-250 pages): fullName, phone, needType and product
 * required; businessStatus, address and message optional and sent as null when empty (spec 5).
 * POST /api/contact-requests; success only on 2xx (toast, reset, close); failure keeps the dialog and the form.
 */
export function TrialRegistrationDialog({ defaultProduct, open, onOpenChange }: TrialRegistrationDialogProps) {
  // The catalogue's machines (root data), so a machine the owner adds can be chosen.
  const models = useRootData()?.models ?? [];
  const orNull = (value: string) => (value.trim() === "" ? null : value);
  const lead = useLeadForm({
    empty: () => emptyForm(defaultProduct ?? ""),
    send: (form, options) =>
      api.post("/api/contact-requests", {
        fullName: form.fullName,
        phone: form.phone,
        needType: form.needType,
        product: form.product,
        businessStatus: orNull(form.businessStatus),
        address: orNull(form.address),
        message: orNull(form.message),
        source: "trial",
        ...dealerSharingOf(form.dealerSharing),
        website: form.website,
      }, options),
    success: CONSULTATION_SUCCESS,
    failure: TRIAL_FAILURE,
    onSuccess: (sent) => {
      trackLead({ form: "trial_registration", product: sent.product, needType: sent.needType });
      onOpenChange(false);
    },
  });

  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      maxWidth="max-w-lg"
      title="Đăng ký trải nghiệm máy miễn phí"
      description="Dùng thử máy tại quán của bạn (mang máy đến tận nơi, toàn quốc) hoặc tại trung tâm. Các ô có dấu * là bắt buộc."
    >
      <form ref={lead.formRef} method="post" className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={lead.submit}>
        <NameField {...lead.bind("fullName")} />
        <PhoneField {...lead.bind("phone")} />
        <SelectField
          label="Hình thức dùng thử"
          name="needType"
          required
          placeholder="Chọn hình thức"
          options={NEED_TYPES.map((type) => ({ value: type, text: NEED_TYPE_LABELS[type] }))}
          {...lead.bind("needType")}
        />
        <SelectField
          label="Sản phẩm"
          name="product"
          required
          placeholder="Chọn sản phẩm"
          options={models.map((product) => ({ value: product, text: product }))}
          {...lead.bind("product")}
        />
        <SelectField
          label="Tình trạng kinh doanh"
          name="businessStatus"
          placeholder="Chọn tình trạng"
          options={BUSINESS_STATUSES.map((status) => ({ value: status, text: BUSINESS_STATUS_LABELS[status] }))}
          {...lead.bind("businessStatus")}
        />
        <AddressField label="Địa chỉ" {...lead.bind("address")} />
        <div className="sm:col-span-2">
          <MessageField {...lead.bind("message")} />
        </div>
        <DealerSharingBox {...lead.bind("dealerSharing")} />
        <FormFailure failure={lead.failure} />
        <Honeypot {...lead.honeypot} />
        {/* Held at the dialog's bottom edge while the fields scroll: on a phone the form is taller than the screen. */}
        <div className="sticky bottom-0 z-10 -mx-6 -mb-6 border-t border-gray-100 bg-white px-6 pt-3 pb-6 sm:col-span-2">
          <SubmitButton sending={lead.sending}>Đăng ký dùng thử</SubmitButton>
        </div>
      </form>
    </LeadDialog>
  );
}
