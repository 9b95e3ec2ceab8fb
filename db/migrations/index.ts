import { Migration20261122000000Initial } from "./Migration20261122000000Initial";

/** Listed explicitly: folder discovery does not survive bundling. */
export const migrationsList = [
  { name: "Migration20261122000000Initial", class: Migration20261122000000Initial },
];
