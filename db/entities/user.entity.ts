import { defineBaseEntity, p } from "./base";

export const User = defineBaseEntity({
  name: "User",
  tableName: "users",
  properties: {
    email: p.string().unique(),
    firstName: p.string(),
    lastName: p.string(),
    phone: p.string().nullable(),
    dateOfBirth: p.date().nullable(),
    /** player, staff, sponsor, franchise_manager, captain, global_company, media, admin */
    role: p.string(),
    status: p.string().default("pending"),
    tradeSpecialty: p.string().nullable(),
    profileImageUrl: p.string().nullable(),
    bio: p.text().nullable(),
    location: p.string().nullable(),
    emergencyContact: p.string().nullable(),
    emergencyPhone: p.string().nullable(),
    passwordHash: p.string().nullable().hidden(),
  },
});
