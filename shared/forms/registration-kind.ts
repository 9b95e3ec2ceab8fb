/**
 * The four registrations a visitor can file (the `?role=` of /register), and the segment that names
 * each in the REST paths and the admin's lists (`/api/registrations/{path}`). One declaration for
 * the browser, the routers and the admin.
 */
export const REGISTRATION_KINDS = ["player", "staff", "sponsor", "franchise"] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export const REGISTRATION_PATH = {
  player: "players",
  staff: "staff",
  sponsor: "sponsors",
  franchise: "franchises",
} as const satisfies Record<RegistrationKind, string>;
/** The registration lists, in the admin's order. */
export const REGISTRATION_PATHS = ["players", "staff", "sponsors", "franchises"] as const satisfies ReadonlyArray<
  (typeof REGISTRATION_PATH)[RegistrationKind]
>;
export type RegistrationPath = (typeof REGISTRATION_PATHS)[number];

/**
 * The site's one-call registration of each kind: the procedure (`registrations.<name>`) and the intent
 * the /register route's action answers under the same name.
 */
export const APPLY_INTENT = {
  player: "applyPlayer",
  staff: "applyStaff",
  sponsor: "applySponsor",
  franchise: "applyFranchise",
} as const satisfies Record<RegistrationKind, string>;
