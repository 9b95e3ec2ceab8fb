/**
 * The rows test/contract.test.ts needs so that every operation reaches its success answer, each made
 * through the real procedures (in-process callers on the harness's database), and per operation the
 * plan its own caller follows: the ids of its path and query, and what it changes in the documented
 * example body. Writes that use up a row (end, sign off, revoke, accept) get a row of their own.
 */
import { randomUUID } from "node:crypto";
import { lastMailTo as lastMailOf, type Harness } from "./harness";
import { createRolePerson } from "./auth";
import { sessionUser } from "./route-action";
import { openApiDocument } from "../server/openapi/document";

/** The documented example body of an operation, to make rows the way a partner would. */
function example(operationId: string): Record<string, unknown> {
  for (const methods of Object.values(openApiDocument().paths))
    for (const op of Object.values(methods))
      if (op.operationId === operationId)
        return structuredClone(op.requestBody!.content["application/json"]!.example) as Record<string, unknown>;
  throw new Error(`no operation ${operationId}`);
}

/** What an operation's own caller sends: ids by parameter name (path or query), and the body made from the example. */
export type Plan = {
  ids?: Record<string, string>;
  body?: MakeBody;
  /** Calls that must be refused (after every operation's own calls): a conflict, an unknown id in the body… */
  refusals?: Array<{ status: number; ids?: Record<string, string>; body?: MakeBody; who?: string }>;
};
type MakeBody = (example: Record<string, unknown>) => Record<string, unknown>;

/** The anonymous caller's browser (a visitor cookie: the jersey designs it saves are its own). */
export const VISITOR = "contracttestvisitorcontracttest2";
/** The cart the cart operations read and change. */
export const SESSION_ID = "contract-test-session-0001";

type Person = { id: string; email: string; role: string; firstName: string; lastName: string };

const tokenIn = (body: string, path: string) => new RegExp(`${path}\\?token=([a-z2-7]+)`).exec(body)?.[1];

export async function contractFixtures(h: Harness, opts: { admin: Person; adminPassword: string; accountPassword: string }) {
  const admin = h.caller({ user: sessionUser(opts.admin) });
  const anon = h.caller({ visitor: VISITOR });
  const em = h.em();
  const unique = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;
  const lastMailTo = async (to: string) => (await lastMailOf(h, to))!;
  const plans: Record<string, Plan> = {};

  // Matches: one in play (events, score), one scheduled (line-ups, officials), one completed (sign-off).
  const matches = await anon.matches.list();
  const teams = await anon.teams.list();
  const groupH = new Set(teams.filter((t) => t.group === "H").map((t) => t.id));
  const scheduled = matches.filter((m) => m.status === "scheduled" && m.round === "group" && !groupH.has(m.homeTeamId));
  const [live, lineupMatch, officialsMatch] = scheduled;
  // Group H played out 0-0 six times: its four teams are level on every tie-breaker, awaiting lots.
  const completed = matches.filter((m) => m.round === "group" && groupH.has(m.homeTeamId));
  for (const m of completed) await admin.matches.update({ matchId: m.id, status: "completed", homeScore: 0, awayScore: 0 });
  const toSignOff = completed[0]!;
  plans["matches-drawLots"] = { ids: { group: "H" }, body: (ex) => ({ ...ex, teamIds: [...groupH] }) };
  const lineupOf = async (matchId: string, teamId: string) => {
    const squad = (await anon.matches.squad({ matchId, teamId })).filter((p) => p.status === "active");
    const keeper = squad.find((p) => p.position === "goalkeeper") ?? squad[0]!;
    const others = squad.filter((p) => p.id !== keeper.id);
    const starters = [keeper.id, ...others.slice(0, 10).map((p) => p.id)];
    return { starters, substitutes: others.slice(10, 13).map((p) => p.id), captainId: starters[1]!, goalkeeperId: keeper.id };
  };
  for (const teamId of [live!.homeTeamId, live!.awayTeamId])
    await admin.matches.setLineup({ matchId: live!.id, teamId, ...(await lineupOf(live!.id, teamId)) });
  await admin.matches.update({ matchId: live!.id, status: "live", minute: 10 });
  const homeLineup = await lineupOf(live!.id, live!.homeTeamId);
  const firstGoal = await admin.matches.addEvent({
    matchId: live!.id,
    kind: "goal",
    teamId: live!.homeTeamId,
    minute: 5,
    playerId: homeLineup.starters[5]!,
    ownGoal: false,
    penalty: false,
  });
  const known = {
    teamId: live!.homeTeamId,
    matchId: live!.id,
    playerId: homeLineup.starters[5]!,
    group: teams.find((t) => t.id === live!.homeTeamId)!.group!,
    kind: "players",
  };
  plans["matches-addEvent"] = {
    body: (ex) => ({
      ...ex,
      teamId: live!.homeTeamId,
      playerId: homeLineup.starters[9],
      assistPlayerId: homeLineup.starters[10],
      clientId: randomUUID(),
    }),
  };
  // A substitute comes on and scores: the substitution cannot go while the goal stands.
  const substitution = await admin.matches.addEvent({
    matchId: live!.id,
    kind: "substitution",
    teamId: live!.homeTeamId,
    minute: 6,
    playerId: homeLineup.starters[4]!,
    playerOnId: homeLineup.substitutes[0]!,
    ownGoal: false,
    penalty: false,
  });
  await admin.matches.addEvent({
    matchId: live!.id,
    kind: "goal",
    teamId: live!.homeTeamId,
    minute: 8,
    playerId: homeLineup.substitutes[0]!,
    ownGoal: false,
    penalty: false,
  });
  plans["matches-deleteEvent"] = {
    ids: { eventId: firstGoal.event.id },
    refusals: [{ status: 409, ids: { eventId: substitution.event.id } }],
  };
  plans["matches-update"] = {
    body: () => ({ minute: 31, attendance: 1200 }),
    // A score other than the recorded events make.
    refusals: [{ status: 409, body: () => ({ homeScore: 7, awayScore: 0 }) }],
  };
  const lineup = await lineupOf(lineupMatch!.id, lineupMatch!.homeTeamId);
  plans["matches-setLineup"] = { ids: { matchId: lineupMatch!.id, teamId: lineupMatch!.homeTeamId }, body: () => lineup };
  const referee = await createRolePerson(em, { role: "referee", email: unique("referee") });
  // A match an hour after the officials' one: the referee assigned there cannot be here too.
  const [h1, h2] = [...groupH];
  const clash = await admin.matches.create({
    homeTeamId: h1!,
    awayTeamId: h2!,
    matchDate: new Date(new Date(officialsMatch!.matchDate).getTime() + 60 * 60_000),
    venue: "Contract Park",
    round: "quarterfinals",
  });
  const officials = () => ({ refereeId: referee.id, assistantIds: [] });
  plans["matches-setOfficials"] = {
    ids: { matchId: officialsMatch!.id },
    body: officials,
    refusals: [{ status: 409, ids: { matchId: clash.id }, body: officials }],
  };
  // Signed off by its own call: a second sign-off conflicts.
  plans["matches-signOff"] = { ids: { matchId: toSignOff.id }, refusals: [{ status: 409 }] };
  plans["stats-headToHead"] = { ids: { teamId: completed[0]!.homeTeamId, opponentId: completed[0]!.awayTeamId } };
  plans["matches-create"] = {
    body: (ex) => ({ ...ex, homeTeamId: live!.homeTeamId, awayTeamId: lineupMatch!.awayTeamId, round: "quarterfinals" }),
    // Two teams of a group meet once in the group stage.
    refusals: [
      { status: 409, body: (ex) => ({ ...ex, homeTeamId: live!.homeTeamId, awayTeamId: live!.awayTeamId, round: "group" }) },
    ],
  };
  // Nothing happens in a match not started yet.
  plans["matches-addEvent"]!.refusals = [
    {
      status: 409,
      ids: { matchId: lineupMatch!.id },
      body: (ex) => ({
        ...ex,
        teamId: lineupMatch!.homeTeamId,
        playerId: randomUUID(),
        assistPlayerId: null,
        clientId: randomUUID(),
      }),
    },
  ];
  // A cancelled match takes no line-up.
  const cancelled = await admin.matches.create({
    homeTeamId: lineupMatch!.homeTeamId,
    awayTeamId: live!.awayTeamId,
    matchDate: new Date("2026-07-20T18:00:00Z"),
    venue: "Contract Park",
    round: "semifinals",
  });
  await admin.matches.update({ matchId: cancelled.id, status: "cancelled" });
  plans["matches-setLineup"]!.refusals = [{ status: 409, ids: { matchId: cancelled.id } }];
  // Lots are drawn only in a decided group; the live match's group is still playing.
  plans["matches-drawLots"]!.refusals = [
    { status: 409, ids: { group: known.group }, body: (ex) => ({ ...ex, teamIds: [live!.homeTeamId, live!.awayTeamId] }) },
  ];
  plans["stats-headToHead"]!.refusals = [{ status: 404, ids: { opponentId: randomUUID() } }];

  // Players, captains, invitations.
  // The player made takes number 98 of the team: a second one, or the known player, cannot.
  plans["players-create"] = {
    body: (ex) => ({ ...ex, email: unique("player"), jerseyNumber: 98 }),
    refusals: [{ status: 409, body: (ex) => ({ ...ex, email: unique("player"), jerseyNumber: 98 }) }],
  };
  plans["players-update"] = {
    body: (ex) => ({ ...ex, email: unique("player"), jerseyNumber: 97 }),
    refusals: [{ status: 409, body: (ex) => ({ ...ex, email: unique("player"), jerseyNumber: 98 }) }],
  };
  plans["teams-inviteCaptain"] = { body: (ex) => ({ ...ex, email: unique("captain") }) };
  plans["admin-invite"] = {
    body: (ex) => ({ ...ex, email: unique("invited"), teamIds: [known.teamId] }),
    // Someone who already has an account with a password.
    refusals: [{ status: 409, body: (ex) => ({ ...ex, email: opts.admin.email, teamIds: [known.teamId] }) }],
  };
  const manager = await createRolePerson(em, { role: "franchise_manager", email: unique("manager") });
  plans["admin-setPersonTeams"] = { ids: { userId: manager.id }, body: () => ({ teamIds: [known.teamId] }) };

  // Accounts: an invitation to accept, password-reset links to use and to check.
  const invitedEmail = unique("accepting");
  await admin.admin.invite({
    email: invitedEmail,
    firstName: "Ada",
    lastName: "Accept",
    role: "franchise_manager",
    teamIds: [known.teamId],
    matchIds: [],
    language: "en",
  });
  const invitation = tokenIn((await lastMailTo(invitedEmail)).body, "/account/invitation")!;
  plans["auth-acceptInvitation"] = { body: () => ({ token: invitation, password: "a-long-accepted-password" }) };
  const resetting = await createRolePerson(em, { role: "player", email: unique("resetting"), password: "an-old-long-password" });
  await anon.auth.requestPasswordReset({ email: resetting.email });
  const reset = tokenIn((await lastMailTo(resetting.email)).body, "/account/password-reset")!;
  plans["auth-confirmPasswordReset"] = { body: () => ({ token: reset, password: "a-new-long-password" }) };
  const checking = await createRolePerson(em, { role: "player", email: unique("checking"), password: "an-old-long-password" });
  await anon.auth.requestPasswordReset({ email: checking.email });
  const check = tokenIn((await lastMailTo(checking.email)).body, "/account/password-reset")!;
  plans["auth-checkAccountLink"] = { ids: { purpose: "password_reset", token: check } };
  // Admin → Mail: the invitation, read whole and sent again.
  const invitationMail = (await lastMailTo(invitedEmail)).id;
  plans["admin-mail-read"] = { ids: { id: invitationMail } };
  plans["admin-mail-resend"] = { ids: { id: invitationMail } };
  plans["auth-login"] = {
    body: () => ({ email: opts.admin.email, password: opts.adminPassword }),
    refusals: [{ status: 401, body: () => ({ email: opts.admin.email, password: "not-the-password" }) }],
  };
  plans["auth-changePassword"] = {
    body: () => ({ currentPassword: opts.accountPassword, newPassword: "a-changed-long-password" }),
  };

  // Registrations: step 1's accounts for each kind's step 2, filed ones to review, a company to list.
  const stepOne = async (role: string) =>
    (await anon.registrations.createUser({ ...example("registrations-createUser"), email: unique(role), role } as never)).id;
  const kinds = {
    registerPlayer: "player",
    registerStaff: "staff",
    registerSponsor: "sponsor",
    registerFranchise: "franchise_manager",
  };
  for (const [procedure, role] of Object.entries(kinds)) {
    const userId = await stepOne(role);
    plans[`registrations-${procedure}`] = {
      body: (ex) => ({ ...ex, userId }),
      // Filed by its own call: the account cannot file again; an account step 1 never made.
      refusals: [
        { status: 409, body: (ex) => ({ ...ex, userId }) },
        // An account that is no applicant's (an active admin): step 2 cannot take it.
        { status: 404, body: (ex) => ({ ...ex, userId: opts.admin.id }) },
      ],
    };
  }
  const fileOne = async (userId?: string) =>
    (
      await anon.registrations.registerPlayer({
        ...example("registrations-registerPlayer"),
        userId: userId ?? (await stepOne("player")),
        teamId: known.teamId,
      } as never)
    ).id;
  const [toReview, toReviewInBatch] = [await fileOne(), await fileOne()];
  // Reviewed once by its own call: approving it again conflicts.
  plans["admin-reviewRegistration"] = { ids: { kind: "players", id: toReview }, refusals: [{ status: 409 }] };
  plans["admin-registration"] = { ids: { kind: "players", id: toReview } };
  // A rejected applicant who applied again: approving the old registration would give them two.
  const reapplicant = await stepOne("player");
  const rejected = await fileOne(reapplicant);
  await admin.admin.reviewRegistration({ kind: "players", id: rejected, status: "rejected" });
  await fileOne(reapplicant);
  plans["admin-reviewRegistrations"] = {
    ids: { kind: "players" },
    body: (ex) => ({ ...ex, ids: [toReviewInBatch] }),
    refusals: [
      { status: 409, body: (ex) => ({ ...ex, ids: [rejected] }) },
      { status: 404, body: (ex) => ({ ...ex, ids: [randomUUID()] }) },
    ],
  };

  // Tokens and webhooks.
  const toRevoke = await admin.admin.tokens.create({ name: "contract to revoke", scopes: ["read"] });
  plans["admin-tokens-revoke"] = { ids: { id: toRevoke.id } };
  const hook = await admin.admin.webhooks.create({
    url: "https://partner.example/contract-hooks",
    events: ["registration.created"],
  });
  await fileOne();
  const deliveries = await admin.admin.webhooks.deliveries({ id: hook.id });
  plans["admin-webhooks-deliveries"] = { ids: { id: hook.id } };
  plans["admin-webhooks-resend"] = { ids: { id: hook.id, deliveryId: deliveries[0]?.id ?? randomUUID() } };
  const toRemove = await admin.admin.webhooks.create({
    url: "https://partner.example/contract-removed",
    events: ["match.started"],
  });
  plans["admin-webhooks-remove"] = { ids: { id: toRemove.id } };

  // The store: a cart line to change and remove, a cart to check out, an order to pay and read.
  const products = await anon.commerce.products({ teamId: known.teamId });
  const product = products.find((p) => p.variants.length && !p.playerOnly) ?? products[0]!;
  const variant = product.variants[0]!;
  const line = { productId: product.id, variantId: variant.id, teamId: product.teamId, quantity: 1 };
  const cartLine = await anon.commerce.addToCart({ sessionId: SESSION_ID, ...line });
  // One size kept at a single piece: two are more than the stock.
  const scarce = { ...line, variantId: (product.variants[1] ?? variant).id };
  await admin.commerce.franchise.setStock({
    teamId: product.teamId,
    productId: product.id,
    variantId: scarce.variantId,
    stockQuantity: 1,
  });
  const scarceLine = await anon.commerce.addToCart({ sessionId: "contract-test-scarce-0001", ...scarce });
  plans["commerce-addToCart"] = {
    body: () => ({ sessionId: SESSION_ID, ...line }),
    refusals: [
      { status: 409, body: () => ({ sessionId: SESSION_ID, ...scarce, quantity: 2 }) },
      { status: 404, body: () => ({ sessionId: SESSION_ID, ...line, productId: randomUUID() }) },
    ],
  };
  plans["commerce-updateCartItem"] = {
    ids: { id: cartLine.id },
    body: () => ({ sessionId: SESSION_ID, quantity: 2 }),
    refusals: [
      { status: 409, ids: { id: scarceLine.id }, body: () => ({ sessionId: "contract-test-scarce-0001", quantity: 2 }) },
    ],
  };
  plans["commerce-removeCartItem"] = { ids: { id: cartLine.id, sessionId: SESSION_ID } };
  const [checkoutSession, paySession] = ["contract-test-checkout-0001", "contract-test-payment-0001"];
  await anon.commerce.addToCart({ sessionId: checkoutSession, ...line });
  await anon.commerce.addToCart({ sessionId: paySession, ...line });
  const intent = await anon.commerce.createPaymentIntent({ sessionId: paySession });
  plans["commerce-createPaymentIntent"] = {
    body: () => ({ sessionId: checkoutSession }),
    // An amount other than the server's total of the lines; then a product that does not exist.
    refusals: [
      { status: 409, body: () => ({ amount: 1, items: [{ ...line, teamId: undefined }] }) },
      { status: 404, body: () => ({ items: [{ ...line, teamId: undefined, productId: randomUUID() }] }) },
    ],
  };
  plans["commerce-confirmDemoPayment"] = {
    body: (ex) => ({ ...ex, orderId: intent.orderId, sessionId: paySession }),
    refusals: [{ status: 404, body: (ex) => ({ ...ex, orderId: randomUUID(), sessionId: paySession }) }],
  };
  plans["commerce-order"] = { ids: { id: intent.orderId, sessionId: paySession } };

  // A franchise: contracts to change and to end, a product's stock.
  const contract = async () =>
    (await admin.commerce.franchise.addContract({ ...example("commerce-franchise-addContract"), teamId: known.teamId } as never))
      .id;
  const ended = await contract();
  // The ended contract (ended by endContract's own call) can be neither changed nor ended again.
  plans["commerce-franchise-updateContract"] = {
    ids: { contractId: await contract() },
    refusals: [{ status: 409, ids: { contractId: ended } }],
  };
  plans["commerce-franchise-endContract"] = { ids: { contractId: ended }, refusals: [{ status: 409 }] };
  plans["commerce-franchise-setStock"] = { ids: { teamId: product.teamId, productId: product.id, variantId: variant.id } };

  // Jersey designs: one the anonymous browser saved (its own), a sponsor to place on it.
  const design = await anon.jerseys.create({ ...example("jerseys-create"), teamId: known.teamId } as never);
  const [sponsor] = await anon.sponsors.list();
  plans["jerseys-update"] = { ids: { id: design.id }, refusals: [{ status: 403, who: "admin" }] };
  plans["jerseys-copy"] = { ids: { id: design.id } };
  // Placements go on a design of their own: updating the first one replaces its placements.
  const placed = await anon.jerseys.create({ ...example("jerseys-create"), teamId: known.teamId } as never);
  const placement: Plan["body"] = (ex) => ({ ...ex, jerseyDesignId: placed.id, sponsorId: sponsor!.id });
  plans["jerseys-addPlacement"] = {
    body: placement,
    // The zone is taken now; another browser's design is not the caller's; an unknown design.
    refusals: [
      { status: 409, body: placement },
      { status: 403, body: placement, who: "admin" },
      { status: 404, body: (ex) => ({ ...placement(ex), jerseyDesignId: randomUUID() }) },
    ],
  };

  // Staff: a member to assign a task to, a task to move on.
  const member = await admin.staff.add({ ...example("staff-add"), email: unique("staff"), teamId: known.teamId } as never);
  plans["staff-add"] = { body: (ex) => ({ ...ex, email: unique("staff") }) };
  plans["staff-createTask"] = {
    body: (ex) => ({ ...ex, assignedTo: member.id }),
    refusals: [{ status: 404, body: (ex) => ({ ...ex, assignedTo: randomUUID() }) }],
  };
  const task = await admin.staff.createTask({
    ...example("staff-createTask"),
    teamId: known.teamId,
    assignedTo: member.id,
  } as never);
  plans["staff-updateTask"] = {
    ids: { id: task.id },
    // The documented example starts it; back to pending from in progress is no move a task makes.
    refusals: [{ status: 409, body: () => ({ status: "pending" }) }],
  };

  // A registered company to list among the sponsors.
  const company = await anon.registrations.registerCompany({
    ...example("registrations-registerCompany"),
    contactEmail: unique("company"),
  } as never);
  plans["admin-setCompanyListed"] = { ids: { id: company.id } };

  return { known, plans };
}
