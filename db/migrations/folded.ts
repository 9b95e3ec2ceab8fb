import { Migration20261122000000Initial } from "./Migration20261122000000Initial";
import { Migration20261122010000RateLimits } from "./Migration20261122010000RateLimits";
import { Migration20261122020000FunFacts } from "./Migration20261122020000FunFacts";
import { Migration20261122030000MailOutboxRetries } from "./Migration20261122030000MailOutboxRetries";
import { Migration20261122040000ApiTokens } from "./Migration20261122040000ApiTokens";
import { Migration20261122060000Commerce } from "./Migration20261122060000Commerce";
import { Migration20261123000000InputLimits } from "./Migration20261123000000InputLimits";
import { Migration20261123000000MatchResultChanges } from "./Migration20261123000000MatchResultChanges";
import { Migration20261123000000RegistrationReview } from "./Migration20261123000000RegistrationReview";
import { Migration20261123090000MetricSnapshots } from "./Migration20261123090000MetricSnapshots";
import { Migration20261124000000StoredTextInSpanish } from "./Migration20261124000000StoredTextInSpanish";
import { Migration20261125000000MatchCentre } from "./Migration20261125000000MatchCentre";

/**
 * The hand-written chain the squash folds (docs/decisions/020-generated-and-squashed-migrations.md):
 * databases built before the squash keep upgrading through it, by these names, which MikroORM records.
 * In timestamp order, ties by name; the three sharing 20261123000000 touch different tables, so a
 * database that ran them in the earlier listed order is in the same state.
 */
export const FOLDED = [
  { name: "Migration20261122000000Initial", class: Migration20261122000000Initial },
  { name: "Migration20261122010000RateLimits", class: Migration20261122010000RateLimits },
  { name: "Migration20261122020000FunFacts", class: Migration20261122020000FunFacts },
  { name: "Migration20261122030000MailOutboxRetries", class: Migration20261122030000MailOutboxRetries },
  { name: "Migration20261122040000ApiTokens", class: Migration20261122040000ApiTokens },
  { name: "Migration20261122060000Commerce", class: Migration20261122060000Commerce },
  { name: "Migration20261123000000InputLimits", class: Migration20261123000000InputLimits },
  { name: "Migration20261123000000MatchResultChanges", class: Migration20261123000000MatchResultChanges },
  { name: "Migration20261123000000RegistrationReview", class: Migration20261123000000RegistrationReview },
  { name: "Migration20261123090000MetricSnapshots", class: Migration20261123090000MetricSnapshots },
  { name: "Migration20261124000000StoredTextInSpanish", class: Migration20261124000000StoredTextInSpanish },
  { name: "Migration20261125000000MatchCentre", class: Migration20261125000000MatchCentre },
];

/** The names MikroORM records for the folded chain. */
export const FOLDED_NAMES = FOLDED.map((m) => m.name);
