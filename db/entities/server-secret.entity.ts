import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";

/**
 * Keys the server makes for itself on first use and every instance shares (server/secrets.ts), e.g.
 * the key that derives registration step 1's decoy ids. Never sent to anyone.
 */
export const ServerSecret = defineEntity({
  name: "ServerSecret",
  tableName: "server_secrets",
  properties: {
    name: p.string().primary(),
    value: p.string().hidden(),
    createdAt: p.datetime(),
  },
});
