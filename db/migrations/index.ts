import { FOLDED } from "./folded";
import { Migration20261125000001Squash } from "./Migration20261125000001Squash";
import { Migration20261125000002StatusChoices } from "./Migration20261125000002StatusChoices";
import { Migration20261125000810StatusEnums } from "./Migration20261125000810StatusEnums";
import { Migration20261126065043LiveEventsAndSeedUniques } from "./Migration20261126065043LiveEventsAndSeedUniques";
import { Migration20261126065136MatchEventClientId } from "./Migration20261126065136MatchEventClientId";
import { Migration20261126065837AuditEvents } from "./Migration20261126065837AuditEvents";
import { Migration20261126071324ServerSecrets } from "./Migration20261126071324ServerSecrets";
import { Migration20261126071913JerseyDesignOwners } from "./Migration20261126071913JerseyDesignOwners";
import { Migration20261126104103Webhooks } from "./Migration20261126104103Webhooks";
import { Migration20261126115056IdempotencyKeys } from "./Migration20261126115056IdempotencyKeys";
import { Migration20261126120000AccountsAndScopes } from "./Migration20261126120000AccountsAndScopes";
import { Migration20261126134853ApiTokenScopes } from "./Migration20261126134853ApiTokenScopes";
import { Migration20261126142426SessionDevices } from "./Migration20261126142426SessionDevices";
import { Migration20261126143849SponsorAccounts } from "./Migration20261126143849SponsorAccounts";
import { Migration20261128172059PeopleReadScope } from "./Migration20261128172059PeopleReadScope";
import { Migration20261128183019CaptainOffers } from "./Migration20261128183019CaptainOffers";
import { Migration20261128210000TaskTextInSpanish } from "./Migration20261128210000TaskTextInSpanish";
import { Migration20261128211856MailResends } from "./Migration20261128211856MailResends";
import { Migration20261128230000PlayerReleased } from "./Migration20261128230000PlayerReleased";

export { FOLDED_NAMES } from "./folded";

export const SQUASH = "Migration20261125000001Squash";

/**
 * Listed explicitly, in true (timestamp) order: folder discovery does not survive bundling. Generated
 * migrations go at the end (`npm run db:migration:create`); `migrations.test.ts` checks this list
 * against the folder.
 */
export const migrationsList = [
  ...FOLDED,
  { name: SQUASH, class: Migration20261125000001Squash },
  { name: "Migration20261125000002StatusChoices", class: Migration20261125000002StatusChoices },
  { name: "Migration20261125000810StatusEnums", class: Migration20261125000810StatusEnums },
  { name: "Migration20261126065043LiveEventsAndSeedUniques", class: Migration20261126065043LiveEventsAndSeedUniques },
  { name: "Migration20261126065136MatchEventClientId", class: Migration20261126065136MatchEventClientId },
  { name: "Migration20261126065837AuditEvents", class: Migration20261126065837AuditEvents },
  { name: "Migration20261126071324ServerSecrets", class: Migration20261126071324ServerSecrets },
  { name: "Migration20261126071913JerseyDesignOwners", class: Migration20261126071913JerseyDesignOwners },
  { name: "Migration20261126104103Webhooks", class: Migration20261126104103Webhooks },
  { name: "Migration20261126115056IdempotencyKeys", class: Migration20261126115056IdempotencyKeys },
  { name: "Migration20261126120000AccountsAndScopes", class: Migration20261126120000AccountsAndScopes },
  { name: "Migration20261126134853ApiTokenScopes", class: Migration20261126134853ApiTokenScopes },
  { name: "Migration20261126142426SessionDevices", class: Migration20261126142426SessionDevices },
  { name: "Migration20261126143849SponsorAccounts", class: Migration20261126143849SponsorAccounts },
  { name: "Migration20261128172059PeopleReadScope", class: Migration20261128172059PeopleReadScope },
  { name: "Migration20261128183019CaptainOffers", class: Migration20261128183019CaptainOffers },
  { name: "Migration20261128210000TaskTextInSpanish", class: Migration20261128210000TaskTextInSpanish },
  { name: "Migration20261128211856MailResends", class: Migration20261128211856MailResends },
  { name: "Migration20261128230000PlayerReleased", class: Migration20261128230000PlayerReleased },
];

const stamp = (name: string) => /\d{14}/.exec(name)![0];
const toDate = (s: string) =>
  new Date(Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(8, 10), +s.slice(10, 12), +s.slice(12, 14)));
const toStamp = (d: Date) => d.toISOString().replace(/\D/g, "").slice(0, 14);

/**
 * File and class name of a generated migration: `Migration<stamp><Name>`. The stamp is the creation
 * time, or one second after the newest listed migration when that is later (the folded chain carries
 * stamps ahead of the calendar), so names keep sorting in the order the migrations run.
 */
export function migrationFileName(timestamp: string, name?: string) {
  const newest = migrationsList
    .map((m) => stamp(m.name))
    .sort()
    .at(-1)!;
  const at = timestamp > newest ? timestamp : toStamp(new Date(toDate(newest).getTime() + 1000));
  const suffix = name ? name.replace(/(^|[-_\s]+)(\w)/g, (_m, _sep, c: string) => c.toUpperCase()) : "";
  return `Migration${at}${suffix}`;
}
