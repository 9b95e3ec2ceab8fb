import { describe, expect, it } from "vitest";
import { addressKey, ipv6Groups } from "./ip-address";

describe("client addresses as rate limits count them", () => {
  it("keeps IPv4 as it is, also when it arrives IPv4-mapped on a dual-stack socket", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::FFFF:cb00:7105")).toBe("203.0.113.5");
  });

  it("counts IPv6 by its /64, however it is written", () => {
    const key = addressKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    const spellings = ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:0:0:0:7"];
    spellings.push("2001:db8:1:2:0:0:1.2.3.4", "2001:db8:1:2::9%eth0");
    for (const a of spellings) {
      expect(addressKey(a), a).toBe(key);
    }
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves what is not an address as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(ipv6Groups("127.0.0.1")).toBeNull();
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
  });
});
