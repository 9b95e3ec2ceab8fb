import { randomUUID } from "node:crypto";
import { defineEntity } from "@mikro-orm/core";

const p = defineEntity.properties;

/** Columns every table shares: a uuid key and creation/update times. */
export const baseProperties = {
  id: p.uuid().primary().onCreate(() => randomUUID()),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
};

export { p };
