import type { Messages } from "#common/i18n-vi";

/** Spec section 8 texts of the consultation / quick-contact dialog, in the page's language (the message catalogue). */
export const consultationSuccess = (t: Messages) => ({ title: t.consultSuccessTitle, description: t.consultSuccess });
export const consultationFailure = (t: Messages) => ({ title: t.consultFailureTitle, description: t.consultFailure });

