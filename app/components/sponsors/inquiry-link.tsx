import type { ReactNode } from "react";
import type { SponsorTier } from "@shared/forms/sponsor-inquiry.schema";
import { opensDialog, sponsorInquiryPath } from "~/components/forms/visitor-paths";

/**
 * A claim, get-details or start button: a link to the inquiry's page, where the form works before
 * JavaScript loads; once it has, a plain click opens the inquiry dialog with the tier instead.
 */
export function InquiryLink({
  tier,
  onInquire,
  className,
  testId,
  children,
}: {
  tier: SponsorTier | null;
  onInquire: (tier: SponsorTier | null) => void;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={sponsorInquiryPath(tier)}
      className={className}
      data-testid={testId}
      onClick={(e) => opensDialog(e) && onInquire(tier)}
    >
      {children}
    </a>
  );
}
