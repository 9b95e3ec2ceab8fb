import type { FormFailure } from "~/lib/form-result";

/**
 * The failure toast of an admin or manager form (useMutationForm's `failureToast`): the form's own
 * title, and the server's translated reason (sign in required, admins only, a conflict, the first bad
 * field), so a refusal says what to do.
 */
export const failureToast = (title: string) => ({ title, text: (failure: FormFailure) => failure.message });
