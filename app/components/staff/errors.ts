import type { TFunction } from "~/lib/strings";

/**
 * What a failed staff or task call tells the visitor: the server's message, already in their
 * language (the error formatter translates it), or the generic form failure when the server never answered.
 */
export function failureText(error: unknown, t: TFunction): string {
  const answered = (error as { data?: unknown } | null)?.data;
  return answered && error instanceof Error ? error.message : t("forms.failedText");
}
