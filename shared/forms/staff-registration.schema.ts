import { z } from "zod";
import { MAX, honeypotField, optionalStorableDollars, optionalPhone, optionalText, optionalUrl } from "./common.schema";
import { RegistrantSchema, userIdField } from "./registrant.schema";

/**
 * The nine registration departments and the roles of each (the spec names only a few examples, such as
 * head_coach, team_doctor, general_manager, marketing_manager, equipment_manager, it_manager,
 * youth_director, trade_liaison and media_director; the rest complete each department).
 */
export const STAFF_ROLES_BY_DEPARTMENT = {
  technical: [
    "head_coach",
    "assistant_coach",
    "goalkeeper_coach",
    "fitness_coach",
    "technical_director",
    "performance_analyst",
    "set_piece_coach",
    "scout",
  ],
  medical: [
    "team_doctor",
    "physiotherapist",
    "athletic_trainer",
    "sports_massage_therapist",
    "nutritionist",
    "sports_psychologist",
    "rehabilitation_specialist",
    "medical_coordinator",
  ],
  administrative: [
    "general_manager",
    "team_administrator",
    "finance_manager",
    "human_resources_manager",
    "legal_advisor",
    "office_manager",
    "registration_coordinator",
    "compliance_officer",
  ],
  marketing: [
    "marketing_manager",
    "brand_manager",
    "social_media_manager",
    "sponsorship_manager",
    "public_relations_officer",
    "community_relations_manager",
    "fan_engagement_coordinator",
    "content_writer",
  ],
  media_production: [
    "media_director",
    "photographer",
    "videographer",
    "video_editor",
    "broadcast_producer",
    "graphic_designer",
    "commentator",
    "press_officer",
  ],
  operations: [
    "operations_manager",
    "equipment_manager",
    "kit_manager",
    "logistics_coordinator",
    "travel_coordinator",
    "facilities_manager",
    "match_day_coordinator",
    "security_coordinator",
    "volunteer_coordinator",
  ],
  technology: [
    "it_manager",
    "data_analyst",
    "software_developer",
    "web_developer",
    "video_analysis_technician",
    "systems_administrator",
    "cybersecurity_specialist",
  ],
  youth_development: [
    "youth_director",
    "youth_coach",
    "academy_manager",
    "talent_scout",
    "education_coordinator",
    "mentorship_coordinator",
    "youth_camp_coordinator",
  ],
  trade_integration: [
    "trade_liaison",
    "apprenticeship_coordinator",
    "trade_skills_instructor",
    "safety_officer",
    "union_relations_coordinator",
    "workforce_development_manager",
    "industry_partnership_manager",
    "career_placement_coordinator",
  ],
} as const;

export type StaffDepartment = keyof typeof STAFF_ROLES_BY_DEPARTMENT;
export const STAFF_DEPARTMENTS = Object.keys(STAFF_ROLES_BY_DEPARTMENT) as [StaffDepartment, ...StaffDepartment[]];
export const STAFF_ROLES = [...new Set(Object.values(STAFF_ROLES_BY_DEPARTMENT).flat())] as [string, ...string[]];
export const STAFF_EXPERIENCE = ["entry_level", "intermediate", "experienced", "expert"] as const;
export const STAFF_AVAILABILITY = ["full_time", "part_time", "contract", "volunteer", "seasonal"] as const;

export function rolesOf(department: string): readonly string[] {
  return (STAFF_ROLES_BY_DEPARTMENT as Record<string, readonly string[]>)[department] ?? [];
}

const staffFields = z.object({
  department: z.enum(STAFF_DEPARTMENTS, "validation.departmentRequired"),
  role: z.string("validation.roleRequired").trim().min(1, "validation.roleRequired").max(MAX.name, "validation.roleRequired"),
  experience: z.enum(STAFF_EXPERIENCE, "validation.experienceRequired"),
  availability: z.enum(STAFF_AVAILABILITY, "validation.availabilityRequired"),
  salaryExpectation: optionalStorableDollars,
  qualifications: optionalText(MAX.text),
  responsibilities: optionalText(MAX.text),
  emergencyContact: optionalText(MAX.name),
  emergencyPhone: optionalPhone,
  portfolio: optionalUrl,
  homepage: honeypotField,
});

/**
 * The role must be one of the chosen department's (the form offers only those). Checked even when other
 * fields are wrong (`when`), so every message shows at once; junk values are left to their own fields.
 */
function roleInDepartment(value: { department?: unknown; role?: unknown } | undefined) {
  if (!value || typeof value !== "object") return true;
  return (
    typeof value.department !== "string" ||
    typeof value.role !== "string" ||
    !value.role ||
    rolesOf(value.department).includes(value.role)
  );
}
const roleCheck = {
  path: ["role"],
  message: "validation.roleNotInDepartment",
  when: ({ value }: { value: unknown }) => typeof value === "object" && value !== null,
};

export const StaffRegistrationFormSchema = RegistrantSchema.extend(staffFields.shape).refine(roleInDepartment, roleCheck);
export type StaffRegistrationFormValues = z.infer<typeof StaffRegistrationFormSchema>;

/** `POST /api/registrations/staff`. */
export const StaffRegistrationSchema = staffFields.extend({ userId: userIdField }).refine(roleInDepartment, roleCheck);
