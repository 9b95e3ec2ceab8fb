import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configuredHosts, describeAllowedHosts, isAllowedHost } from "./hosts";

const asked = (host: string | undefined, forwarded?: string) =>
  ({ headers: { host, ...(forwarded ? { "x-forwarded-host": forwarded } : {}) }, socket: {} }) as unknown as IncomingMessage;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("allowed hosts", () => {
  it("on a fresh machine (no PUBLIC_URL, no ALLOWED_HOSTS): this machine only", () => {
    vi.stubEnv("PUBLIC_URL", "");
    vi.stubEnv("ALLOWED_HOSTS", "");
    for (const host of [
      "localhost:3000",
      "LocalHost",
      "127.0.0.1:3000",
      "127.9.9.9",
      "[::1]:3000",
      "app.localhost",
      "localhost.",
    ]) {
      expect(isAllowedHost(asked(host)), host).toBe(true);
    }
    for (const host of [
      undefined,
      "",
      "evil.example",
      "localhost.evil.example",
      "127.0.0.1.nip.io",
      "0.0.0.0",
      "10.0.0.7",
      "evil@localhost",
      "localhost/x",
      "local host",
    ]) {
      expect(isAllowedHost(asked(host)), String(host)).toBe(false);
    }
  });

  it("PUBLIC_URL's host and ALLOWED_HOSTS, whatever the port or case", () => {
    vi.stubEnv("PUBLIC_URL", "https://tradescup.example");
    vi.stubEnv("ALLOWED_HOSTS", " www.tradescup.example ,Cup.Example");
    expect(configuredHosts()).toEqual(["tradescup.example", "www.tradescup.example", "cup.example"]);
    for (const host of ["tradescup.example", "TRADESCUP.EXAMPLE:443", "www.tradescup.example:8080", "cup.example"])
      expect(isAllowedHost(asked(host)), host).toBe(true);
    for (const host of ["api.tradescup.example", "tradescup.example.evil.example"])
      expect(isAllowedHost(asked(host)), host).toBe(false);
  });

  it("behind a trusted proxy, the forwarded host is the one checked", () => {
    vi.stubEnv("ALLOWED_HOSTS", "cup.example");
    expect(isAllowedHost(asked("localhost", "evil.example"))).toBe(true);
    vi.stubEnv("TRUST_PROXY", "true");
    expect(isAllowedHost(asked("localhost", "evil.example"))).toBe(false);
    expect(isAllowedHost(asked("evil.example", "cup.example"))).toBe(true);
  });

  it("the start-up log names what is answered", () => {
    expect(describeAllowedHosts({})).toBe(
      "Answering requests for localhost and loopback addresses; any other host gets 421; set PUBLIC_URL or ALLOWED_HOSTS to answer a public name",
    );
    expect(
      describeAllowedHosts({
        PUBLIC_URL: "https://tradescup.example",
        ALLOWED_HOSTS: "www.tradescup.example",
        TRUST_PROXY: "true",
      }),
    ).toBe(
      "Answering requests for tradescup.example, www.tradescup.example, localhost and loopback addresses (as X-Forwarded-Host names them); any other host gets 421",
    );
  });
});
