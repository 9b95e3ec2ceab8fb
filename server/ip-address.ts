import { isIP } from "node:net";

/**
 * The eight 16-bit groups of an IPv6 address, whatever its spelling (`::` shorthand, an IPv4 tail
 * such as `::ffff:127.0.0.1`, a zone such as `%eth0`); null when it is not an IPv6 address.
 */
export function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, "");
  if (isIP(text) !== 6) return null;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const [head, rest] = text.split("::");
  if (rest === undefined) return groups(head);
  const left = groups(head);
  const right = groups(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:0:0/96`) stands for, else null. */
export function mappedIpv4(groups: readonly number[]): string | null {
  if (!groups.slice(0, 5).every((g) => g === 0) || groups[5] !== 0xffff) return null;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
}

/**
 * Who a client is for rate limits and caps: an IPv4 address as it is (also when it arrives IPv4-mapped,
 * as on a dual-stack socket), an IPv6 address by its /64, the smallest network a provider hands one
 * subscriber; counting /128s would give each client 2^64 fresh budgets. Anything else is kept as given.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const v4 = mappedIpv4(groups);
  if (v4) return v4;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
