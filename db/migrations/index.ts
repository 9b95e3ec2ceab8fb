import { Migration20261122000000Initial } from "./Migration20261122000000Initial";
import { Migration20261122010000RateLimits } from "./Migration20261122010000RateLimits";

/** Listed explicitly, in order: folder discovery does not survive bundling. Add new ones at the end. */
export const migrationsList = [
  { name: "Migration20261122000000Initial", class: Migration20261122000000Initial },
  { name: "Migration20261122010000RateLimits", class: Migration20261122010000RateLimits },
];
