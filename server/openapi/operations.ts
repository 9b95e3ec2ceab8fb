import type { RateLimitName } from "../rate-limits";

/**
 * What the generated document cannot know about each REST operation, by operationId: a short title
 * (the procedure's `summary` becomes the description), the error statuses its handler can return
 * besides those derived from its shape (server/openapi/document.ts), and the rate limit it counts
 * against. document.test.ts fails when an operation is missing here or an entry names none.
 */
export type OperationFacts = {
  summary: string;
  /** Statuses the handler itself refuses with (409 conflicts, 403 on a public write, 404 of a body id…). */
  errors?: Array<401 | 403 | 404 | 409>;
  /** The limit of server/rate-limits.ts it enforces (429 with Retry-After past it). */
  limit?: RateLimitName;
  /**
   * The request body's example, when the one made from the schema would be refused by a rule the schema
   * cannot say (a goal names no player coming on; eleven different starters). Partners copy examples:
   * each must be an input the operation accepts (test/contract.test.ts sends them).
   */
  example?: Record<string, unknown>;
  /**
   * A public read that is one visitor's (a cart, an order, who is asking): `private, no-store`, so no
   * ETag and no 304 (server/http-api.ts keeps such reads out of shared caches).
   */
  personal?: true;
  /** Its path parameter names no stored row, so nothing is "not found" (an unknown cart session is an empty cart): no 404. */
  pathNamesNoRow?: true;
};

/** A saved design: its colours and pattern; zones and placements are optional (added one by one, or with it). */
const JERSEY_DESIGN = {
  teamId: "3f1c2b9e-8a4d-4c7e-9b1a-2d5e6f7a8b9c",
  designName: "Home kit",
  primaryColor: "#1e40af",
  secondaryColor: "#ffffff",
  accentColor: "#f59e0b",
  pattern: "solid",
  logoPosition: "center",
  sponsorshipZones: [],
};

/** Distinct ids for examples that need several (a line-up's eleven starters). */
const exampleIds = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `3f1c2b9e-8a4d-4c7e-9b1a-${String(i + from).padStart(12, "0")}`);

export const OPERATIONS: Record<string, OperationFacts> = {
  "teams-list": { summary: "All 32 teams, in draw order" },
  "teams-byId": { summary: "One team" },
  "teams-texts": { summary: "A team's logo idea and concept in English and Spanish" },
  "teams-updateTexts": { summary: "Edit a team's logo idea and concept, in English and Spanish together" },
  "teams-inviteCaptain": { summary: "Invite the team's captain" },
  "players-list": { summary: "All players" },
  "players-create": { summary: "Add a player to a team", errors: [409] },
  "players-byTeam": { summary: "Players of one team" },
  "players-profile": { summary: "One player's public profile and team" },
  "players-update": { summary: "Update a player", errors: [409] },
  "players-adminList": { summary: "All players with their contact details" },
  "players-adminByTeam": { summary: "Players of one team with their contact details" },
  "matches-list": { summary: "All matches by kick-off" },
  "matches-create": { summary: "Schedule a match", errors: [409] },
  "matches-tournaments": { summary: "Tournaments" },
  "matches-metrics": { summary: "Tournament metrics" },
  "admin-updateMetrics": { summary: "Save the tournament metrics" },
  "matches-detail": { summary: "A match with its teams, events, line-ups, shoot-out and the model's odds before kick-off" },
  "matches-update": { summary: "Update score, status, minute or penalties", errors: [409] },
  "matches-events": { summary: "A match's events in timeline order" },
  "matches-addEvent": {
    summary: "Record a goal, card, substitution or shoot-out kick",
    errors: [409],
    example: {
      kind: "goal",
      teamId: "3f1c2b9e-8a4d-4c7e-9b1a-2d5e6f7a8b9c",
      minute: 23,
      playerId: exampleIds(1)[0],
      assistPlayerId: exampleIds(1, 2)[0],
      ownGoal: false,
      penalty: false,
      clientId: "7d0e8a52-3b1f-4c9a-8e2d-5f6a7b8c9d0e",
    },
  },
  "matches-deleteEvent": { summary: "Remove an event", errors: [409] },
  "matches-squad": { summary: "A team's players for a match" },
  "matches-setLineup": {
    summary: "Set a team's line-up",
    errors: [409],
    example: {
      starters: exampleIds(11),
      substitutes: exampleIds(3, 12),
      captainId: exampleIds(1)[0],
      goalkeeperId: exampleIds(1)[0],
    },
  },
  "matches-drawLots": {
    summary: "Record a drawing of lots between teams of a decided group level on every tie-breaker",
    errors: [409],
  },
  "matches-resultChanges": { summary: "Audit trail of a match's result" },
  "matches-setOfficials": { summary: "Assign a match's referee and up to two assistants, replacing those before", errors: [409] },
  "matches-signOff": { summary: "Sign off a completed match's report", errors: [409] },
  "newsletter-subscribe": { summary: "Subscribe an email to the newsletter", errors: [409], limit: "form" },
  "forms-contact": { summary: "Send a message to the organisers", limit: "form" },
  "forms-feedback": { summary: "Send feedback", limit: "form" },
  "forms-newsletter": { summary: "Record a newsletter sign-up form", limit: "form" },
  "forms-report": { summary: "Report an issue with the site", limit: "form" },
  "forms-support": { summary: "Ask for technical support", limit: "form" },
  "forms-event": { summary: "Register for a tournament event", limit: "form" },
  "sponsors-list": { summary: "Active sponsors, title tier first" },
  "admin-people": { summary: "Everyone who runs the tournament, with their role, teams and matches" },
  "admin-auditEvents": { summary: "Who did what: the audit trail, newest first, paged and filtered" },
  "admin-tokens-list": { summary: "API tokens with their scopes, expiry and last use" },
  // 409: an Idempotency-Key repeat of a creation whose answer held the secret (server/idempotency.ts).
  "admin-tokens-create": { summary: "Create an API token (shown once)", errors: [409] },
  "admin-tokens-revoke": { summary: "Revoke an API token" },
  "sponsors-mine": { summary: "The signed-in sponsor's sponsorships, placements and inquiries" },
  "registrations-registerCompany": {
    summary: "Register a global company as a sponsor, participant or both",
    errors: [409],
    limit: "form",
    example: {
      name: "Northwind Builders",
      industry: "construction",
      tradeSpecialty: "Framing",
      region: "NA",
      country: "CA",
      companyType: "sponsor",
      globalReach: "national",
      employeeCount: 250,
      yearFounded: 1998,
      tier: "standard",
      websiteUrl: "https://northwind.example.com",
      description: "Commercial framing and concrete across Ontario and Quebec.",
      contactEmail: "partner@example.com",
      contactPhone: "+1 555 0100",
      preferredLanguage: "en",
      canCompete: false,
      competitionLevel: "recreational",
    },
  },
  "sponsors-inquire": { summary: "Send a partnership inquiry", limit: "sponsorInquiry" },
  "sponsors-inquiries": { summary: "Partnership inquiries, newest first" },
  "content-funFacts": {
    summary: "The 27 fun facts of the library and popup, and the fun-facts page's 10 highlights, in English and Spanish",
  },
  "commerce-products": { summary: "Products on sale with their size variants" },
  "commerce-inventory": { summary: "Stock per product size, optionally of one team" },
  "commerce-jerseyOrders": { summary: "Custom jersey orders, newest first" },
  "commerce-cart": { summary: "The cart of an anonymous session", pathNamesNoRow: true, personal: true },
  "commerce-addToCart": { summary: "Add a product size to a session's cart", errors: [404, 409] },
  "commerce-updateCartItem": { summary: "Change the quantity", errors: [409] },
  "commerce-removeCartItem": { summary: "Remove a cart line of this session" },
  "commerce-paymentConfig": { summary: "Which payment provider checkout uses" },
  // The cart's session: the server prices its lines (an `amount` sent must equal that total, or 409).
  "commerce-createPaymentIntent": {
    summary: "Start checkout",
    errors: [404, 409],
    limit: "checkoutIntent",
    example: { sessionId: "k3Jd8sP0qLm2Zx7W" },
  },
  "commerce-confirmDemoPayment": { summary: "Demo provider only", errors: [404], limit: "checkoutConfirm" },
  "commerce-order": { summary: "An order of this cart session", personal: true },
  "commerce-orders": { summary: "All store orders, newest first" },
  "commerce-franchise-dashboard": { summary: "A team's franchise page" },
  "commerce-franchise-adminDashboard": { summary: "A team's franchise page with contract salaries, bonuses and NIL terms" },
  "commerce-franchise-addRosterMember": { summary: "Add a member to a franchise roster" },
  "commerce-franchise-addContract": { summary: "Sign a player contract" },
  "commerce-franchise-updateContract": { summary: "Change an active contract's terms", errors: [404, 409] },
  "commerce-franchise-endContract": { summary: "End an active contract today", errors: [404, 409] },
  "commerce-franchise-setStock": { summary: "Set the stock of one size of a team's product", errors: [404] },
  "jerseys-byTeam": { summary: "A team's saved jersey designs, newest first, with their sponsorship placements" },
  "jerseys-create": {
    summary: "Save a jersey design with one sponsorship placement per filled zone, all or nothing",
    limit: "jerseySave",
    example: JERSEY_DESIGN,
  },
  "jerseys-update": {
    summary: "Change a saved design, placements included, as when saving it",
    errors: [403],
    limit: "jerseySave",
    example: { ...JERSEY_DESIGN, designName: "Away kit" },
  },
  "jerseys-copy": {
    summary: "Copy any saved design, placements included, as a new design of the caller's",
    errors: [404],
    limit: "jerseySave",
  },
  "jerseys-addPlacement": {
    summary: "Add a sponsorship placement to one of the caller's saved designs",
    errors: [403, 404, 409],
    limit: "jerseyPlacement",
    // Inside the chest zone (x 140–260, y 125–185), no taller than its 50-pixel logo.
    example: {
      jerseyDesignId: "3f1c2b9e-8a4d-4c7e-9b1a-2d5e6f7a8b9c",
      zone: "chest",
      sponsorId: "5b2a9c1d-7e3f-4a8b-9c0d-1e2f3a4b5c6d",
      width: 100,
      height: 40,
      xPosition: 150,
      yPosition: 135,
    },
  },
  "registrations-createUser": { summary: "Create the account of a registration", limit: "form" },
  "registrations-registerPlayer": {
    summary: "Register the account of step 1 as a player of a team",
    errors: [404, 409],
    limit: "form",
  },
  "registrations-players": { summary: "Player registrations, newest first" },
  "registrations-registerStaff": {
    summary: "Register the account of step 1 as staff",
    errors: [404, 409],
    limit: "form",
    example: {
      department: "technical",
      role: "fitness_coach",
      experience: "entry_level",
      availability: "full_time",
      salaryExpectation: "55000",
      qualifications: "First-aid certificate; UEFA C coaching licence",
      responsibilities: "Warm-ups and recovery sessions",
      emergencyContact: "Jordan Lee",
      emergencyPhone: "+1 555 0101",
      portfolio: "https://portfolio.example.com",
      userId: "3f1c2b9e-8a4d-4c7e-9b1a-2d5e6f7a8b9c",
    },
  },
  "registrations-staff": { summary: "Staff registrations, newest first" },
  "registrations-registerSponsor": {
    summary: "Register the account of step 1 as a sponsor",
    errors: [404, 409],
    limit: "form",
    example: {
      companyName: "Northwind Builders",
      sponsorshipTier: "title",
      companySize: "startup",
      website: "https://northwind.example.com",
      annualRevenue: "under_1m",
      marketingBudget: "under_25k",
      targetAudience: "Tradespeople and their families in the Southeast",
      previousSponsorships: "Local youth league, 2024",
      contactPerson: "Dana Reyes",
      contactEmail: "partner@example.com",
      contactPhone: "+1 555 0100",
      userId: "3f1c2b9e-8a4d-4c7e-9b1a-2d5e6f7a8b9c",
    },
  },
  "registrations-sponsors": { summary: "Sponsor registrations, newest first" },
  "registrations-registerFranchise": {
    summary: "Register the account of step 1 as a franchise manager",
    errors: [404, 409],
    limit: "form",
  },
  "registrations-franchises": { summary: "Franchise registrations, newest first" },
  "registrations-outbox": { summary: "Outgoing mail, newest first, optionally for one recipient" },
  "admin-mail-read": { summary: "One mail, whole" },
  "admin-mail-resend": { summary: "Send a mail again" },
  "staff-list": { summary: "Staff members" },
  "staff-add": { summary: "Add a staff member" },
  "staff-adminList": { summary: "Staff members with contact details and salary" },
  "staff-tasks": { summary: "Project tasks" },
  "staff-createTask": { summary: "Create a project task", errors: [404] },
  "staff-adminTasks": { summary: "Project tasks with budgets and costs" },
  // The server stamps `completedAt` itself when a task completes.
  "staff-updateTask": { summary: "Start, complete or cancel a task", errors: [409], example: { status: "in_progress" } },
  "admin-matches": { summary: "A page of the matches in kick-off order, filtered by round, group, status" },
  "admin-reviewRegistration": { summary: "Approve or reject a registration", errors: [409] },
  "admin-registrations": { summary: "A page of a kind's registrations, newest first, searched" },
  "admin-registration": { summary: "One registration with every answer of its form" },
  "admin-reviewRegistrations": {
    summary: "Approve or reject up to 100 registrations of a kind at once, all or nothing",
    errors: [404, 409],
  },
  "admin-setCompanyListed": { summary: "List or unlist a registered company among the public sponsors" },
  "admin-backups": { summary: "Backups" },
  "admin-webhooks-list": { summary: "Webhook endpoints and the events each receives" },
  "admin-webhooks-create": { summary: "Register an HTTPS endpoint for events", errors: [409] },
  "admin-webhooks-remove": { summary: "Remove an endpoint and its delivery log" },
  "admin-webhooks-deliveries": {
    summary: "An endpoint's newest deliveries, newest first, with each one's tries and last answer",
  },
  "admin-webhooks-resend": { summary: "Send a delivery again, with the same id, as soon as possible" },
  // Matches are a referee's only; a team role names its teams.
  "admin-invite": {
    summary: "Invite someone to a role",
    errors: [409],
    example: {
      email: "partner@example.com",
      firstName: "Dana",
      lastName: "Reyes",
      role: "franchise_manager",
      teamIds: ["3f1c2b9e-8a4d-4c7e-9b1a-2d5e6f7a8b9c"],
      language: "en",
    },
  },
  "admin-setPersonTeams": { summary: "Set the teams a person" },
  "auth-login": { summary: "Sign in", errors: [401], limit: "signInAddress" },
  "auth-logout": { summary: "Sign out" },
  "auth-me": { summary: "The signed-in user", personal: true },
  "auth-changePassword": { summary: "Change the signed-in user's password" },
  "auth-acceptInvitation": { summary: "Accept an invitation", limit: "form" },
  "auth-requestPasswordReset": { summary: "Forgot password", limit: "form" },
  "auth-confirmPasswordReset": { summary: "Set a new password with the mailed one-time token", limit: "form" },
  "auth-checkAccountLink": { summary: "Check a mailed one-time link before using it", personal: true },
  "auth-profile": { summary: "The signed-in person's name and email language" },
  "auth-updateProfile": { summary: "Change one's name and email language" },
  "auth-sessions": { summary: "One's signed-in sessions, this one marked" },
  "auth-signOutEverywhere": { summary: "End every session of one's account" },
  "auth-whoami": { summary: "The signed-in person, their role and their scopes" },
  "insights-dashboard": { summary: "Insights, predictions and analytics computed from the tournament data" },
  "insights-matchProbabilities": { summary: "Outcome probabilities of the scheduled matches" },
  "stats-topScorers": { summary: "Top scorers" },
  "stats-assists": { summary: "Most assists" },
  "stats-cleanSheets": { summary: "Clean sheets of teams" },
  "stats-fairPlay": { summary: "Fair-play table" },
  "stats-player": { summary: "A player's figures" },
  "stats-headToHead": { summary: "Every meeting of two teams", errors: [404] },
};
