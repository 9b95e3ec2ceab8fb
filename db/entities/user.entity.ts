import { defineBaseEntity, oneOf, p } from "./base";
import { USER_ROLES, USER_STATUSES } from "@shared/forms/registrant.schema";
import { LANGUAGES } from "@shared/forms/account.schema";

export const User = defineBaseEntity({
  name: "User",
  tableName: "users",
  properties: {
    email: p.string().unique(),
    firstName: p.string(),
    lastName: p.string(),
    phone: p.string().nullable(),
    dateOfBirth: p.date().nullable(),
    role: oneOf(USER_ROLES),
    status: oneOf(USER_STATUSES).default("pending"),
    tradeSpecialty: p.string().nullable(),
    profileImageUrl: p.string().nullable(),
    bio: p.text().nullable(),
    location: p.string().nullable(),
    emergencyContact: p.string().nullable(),
    emergencyPhone: p.string().nullable(),
    passwordHash: p.string().nullable().hidden(),
    /** The language of the mail the person gets (invitations, password resets). */
    language: oneOf(LANGUAGES).default("en"),
  },
});
