import { describe, expect, it } from "vitest";
import { deviceOf } from "./device-name";

describe("deviceOf", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge",
      "Windows",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome", "Linux"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari",
      "macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      "Chrome",
      "iOS",
    ],
    ["Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0", "Firefox", "Android"],
    [
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 OPR/85.0",
      "Opera",
      "Android",
    ],
  ])("%s → %s on %s", (agent, browser, system) => {
    expect(deviceOf(agent)).toEqual({ browser, system });
  });

  it("knows nothing of a missing or unknown agent", () => {
    expect(deviceOf(null)).toEqual({ browser: null, system: null });
    expect(deviceOf("curl/8.5.0")).toEqual({ browser: null, system: null });
  });
});
