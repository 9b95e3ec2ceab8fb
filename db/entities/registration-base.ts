import { baseProperties, p } from "./base";
import { User } from "./user.entity";

/**
 * Fields every registration kind shares: who, its review state and the terms flag. A person may apply
 * again after a rejection, so `user_id` is unique only among open (not rejected) registrations.
 */
export const registrationProperties = {
  ...baseProperties,
  userId: p.manyToOne(User).mapToPk().fieldName("user_id"),
  agreesToTerms: p.boolean().default(false),
  status: p.string().default("pending"),
  submittedAt: p.datetime().onCreate(() => new Date()),
  reviewedAt: p.datetime().nullable(),
  reviewedBy: p.uuid().nullable(),
  reviewNotes: p.text().nullable(),
};
/** The admin table pages by status and submission date; the open-registration rule is a partial unique index. */
export function registrationIndexes(table: string) {
  const indexes: Array<{ properties: Array<"userId" | "status" | "submittedAt"> }> = [
    { properties: ["userId"] }, { properties: ["submittedAt"] }, { properties: ["status", "submittedAt"] },
  ];
  return {
    indexes,
    uniques: [{ name: `${table}_user_id_open_unique`, expression: `create unique index "${table}_user_id_open_unique" on "${table}" ("user_id") where "status" <> 'rejected'` }],
  };
}
