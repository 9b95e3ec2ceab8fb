import { describe, expect, it } from "vitest";
import { REGISTRATION_PATHS } from "./forms/review.schema";
import { translate, type Lang } from "../server/i18n";
import { HIGHLIGHTS, answerLabel, answerText, applicationFields, registrationAnswers, type Answer } from "./registration-answers";

const t = (lang: Lang) => (key: string) => translate(lang, key);

describe("registration answers", () => {
  it("label every field of every kind's form, and every highlight is one of them, in both languages", () => {
    for (const kind of REGISTRATION_PATHS) {
      const fields = ["firstName", "lastName", "email", "phone", ...applicationFields(kind)];
      for (const lang of ["en", "es"] as const) {
        for (const field of fields) expect(answerLabel(field, t(lang)), `${kind}.${field} (${lang})`).not.toBe(`fields.${field}`);
      }
      for (const field of HIGHLIGHTS[kind]) expect(applicationFields(kind)).toContain(field);
    }
  });

  it("reads each stored value from its own column, nested details included", () => {
    const answers = registrationAnswers(
      "players",
      { firstName: "Ana", email: "a@x.test" },
      {
        teamName: "Pipe Dreams",
        skillLevel: "advanced",
        agreesToTerms: true,
        details: { origin: "MX", languageSpanish: false },
        medicalInfo: "",
      },
    );
    const of = (field: string) => answers.find((a) => a.field === field);
    expect(of("firstName")).toMatchObject({ value: "Ana" });
    expect(of("lastName")).toMatchObject({ value: null });
    expect(of("teamId")).toMatchObject({ value: "Pipe Dreams" });
    expect(of("experience")).toMatchObject({ value: "advanced", options: "playerExperience" });
    expect(of("origin")).toMatchObject({ value: "MX", format: "country" });
    expect(of("languageSpanish")).toMatchObject({ value: false, format: "yesNo" });
    expect(of("liabilityWaiver")).toMatchObject({ value: true });
    expect(of("medicalInfo")).toMatchObject({ value: null });
  });

  it("shows codes through their labels, countries by name, money and yes/no in the reader's language", () => {
    const cases: Array<[Answer, string, string]> = [
      [
        { field: "preferredPosition", value: "midfielder", format: "option", options: "positions" },
        "Midfielder",
        "Centrocampista",
      ],
      [{ field: "tradeSpecialty", value: "plumbing", format: "option", options: "trades" }, "Plumbing", "Fontanería"],
      [
        { field: "role", value: "head_coach", format: "option", options: "staffRoles" },
        translate("en", "registrations.options.staffRoles.head_coach"),
        translate("es", "registrations.options.staffRoles.head_coach"),
      ],
      [{ field: "origin", value: "MX", format: "country" }, "Mexico", "México"],
      [{ field: "languageEnglish", value: true, format: "yesNo" }, "Yes", "Sí"],
    ];
    for (const [answer, en, es] of cases) {
      expect(answerText(answer, t("en"), "en")).toBe(en);
      expect(answerText(answer, t("es"), "es")).toBe(es);
    }
    expect(translate("en", "registrations.options.staffRoles.head_coach")).not.toContain("registrations.");
    expect(answerText({ field: "salaryExpectation", value: 8_500_050, format: "cents" }, t("en"), "en")).toBe("$85,000.50");
    // A code the form no longer offers is shown as stored; an empty answer is null.
    expect(
      answerText({ field: "tradeSpecialty", value: "glassblowing", format: "option", options: "trades" }, t("en"), "en"),
    ).toBe("glassblowing");
    expect(answerText({ field: "medicalInfo", value: null, format: "text" }, t("en"), "en")).toBeNull();
  });
});
