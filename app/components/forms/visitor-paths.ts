import type { SponsorTier } from "@shared/forms/sponsor-inquiry.schema";

/**
 * The visitor forms' own pages (app/routes/visitor-form.tsx): where the footer's links lead before
 * JavaScript loads, and the route whose action every copy of the form posts to.
 */
export const VISITOR_FORM_PATHS = {
  contact: "/contact",
  feedback: "/feedback",
  newsletter: "/newsletter",
  report: "/report-issue",
  support: "/support",
  event: "/event-registration",
} as const;
export type VisitorForm = keyof typeof VISITOR_FORM_PATHS;
export const VISITOR_FORMS = Object.keys(VISITOR_FORM_PATHS) as VisitorForm[];

/**
 * The sponsors page's partnership inquiry has a page too (app/routes/sponsor-inquiry.tsx, a module of its
 * own: its strings are the sponsors area's); `?tier=` chooses the tier a card's button asked about.
 */
export const SPONSOR_INQUIRY_PATH = "/sponsors/inquiry";
export function sponsorInquiryPath(tier: SponsorTier | null) {
  return tier ? `${SPONSOR_INQUIRY_PATH}?${new URLSearchParams({ tier })}` : SPONSOR_INQUIRY_PATH;
}

/**
 * For a link to a form's page that opens the form in a dialog once JavaScript runs: true (and the
 * navigation cancelled) for a plain click; a new tab or window (modifier keys, middle click) gets the page.
 */
export function opensDialog(e: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault: () => void;
}) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  e.preventDefault();
  return true;
}
