import { baseProperties, defineBaseEntity, extending, oneOf, p } from "./base";
import { User } from "./user.entity";
import { REGISTRATION_STATUSES } from "@shared/forms/registration-table.schema";

/**
 * Fields every registration kind shares: who, its review state and the terms flag. A person may apply
 * again after a rejection, so `user_id` is unique only among open (not rejected) registrations.
 */
const registrationProperties = {
  user: p.manyToOne(User).ref().fieldName("user_id"),
  agreesToTerms: p.boolean().default(false),
  status: oneOf(REGISTRATION_STATUSES).default("pending"),
  submittedAt: p.datetime().onCreate(() => new Date()),
  reviewedAt: p.datetime().nullable(),
  reviewedBy: p.uuid().nullable(),
  reviewNotes: p.text().nullable(),
};

/** The abstract registration the four kinds extend. */
export const RegistrationBase = defineBaseEntity({
  name: "RegistrationBase",
  abstract: true,
  properties: registrationProperties,
});

/** Defines a registration kind on `RegistrationBase`. */
export const defineRegistration = extending(RegistrationBase, { ...baseProperties, ...registrationProperties });

/** The admin table pages by status and submission date; the open-registration rule is a partial unique index. */
export function registrationIndexes(table: string) {
  const indexes: Array<{ properties: Array<"user" | "status" | "submittedAt"> }> = [
    { properties: ["user"] },
    { properties: ["submittedAt"] },
    { properties: ["status", "submittedAt"] },
  ];
  return {
    indexes,
    uniques: [
      {
        name: `${table}_user_id_open_unique`,
        expression: `create unique index "${table}_user_id_open_unique" on "${table}" ("user_id") where "status" <> 'rejected'`,
      },
    ],
  };
}
