import { describe, expect, it } from "vitest";
import { keepDataAfterRefusal, type FormFailure } from "./form-result";

const refusal: FormFailure = {
  ok: false,
  intent: "newsletter",
  status: 409,
  message: "",
  fields: {},
  reply: { status: "error" },
};

describe("keepDataAfterRefusal", () => {
  it("keeps the page's data after a refused write, whatever React Router would do", () => {
    expect(keepDataAfterRefusal({ actionResult: refusal, defaultShouldRevalidate: true })).toBe(false);
  });
  it("leaves every other case to React Router: a write that passed, a redirect, a navigation", () => {
    const passed = { ok: true, intent: "newsletter", data: null, reply: { status: "success" } };
    expect(keepDataAfterRefusal({ actionResult: passed, defaultShouldRevalidate: true })).toBe(true);
    expect(keepDataAfterRefusal({ actionResult: undefined, defaultShouldRevalidate: true })).toBe(true);
    expect(keepDataAfterRefusal({ actionResult: undefined, defaultShouldRevalidate: false })).toBe(false);
  });
});
