import { Migration20261122000000Initial } from "./Migration20261122000000Initial";
import { Migration20261122010000RateLimits } from "./Migration20261122010000RateLimits";
import { Migration20261122020000FunFacts } from "./Migration20261122020000FunFacts";
import { Migration20261122040000ApiTokens } from "./Migration20261122040000ApiTokens";
import { Migration20261122060000Commerce } from "./Migration20261122060000Commerce";
import { Migration20261122030000MailOutboxRetries } from "./Migration20261122030000MailOutboxRetries";

/** Listed explicitly, in order: folder discovery does not survive bundling. Add new ones at the end. */
export const migrationsList = [
  { name: "Migration20261122000000Initial", class: Migration20261122000000Initial },
  { name: "Migration20261122010000RateLimits", class: Migration20261122010000RateLimits },
  { name: "Migration20261122020000FunFacts", class: Migration20261122020000FunFacts },
  { name: "Migration20261122040000ApiTokens", class: Migration20261122040000ApiTokens },
  { name: "Migration20261122060000Commerce", class: Migration20261122060000Commerce },
  { name: "Migration20261122030000MailOutboxRetries", class: Migration20261122030000MailOutboxRetries },
];
