import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client address is limited by, grouped the way Better Auth's own limiter groups it:
 * an IPv6 client by its /64 (one household or server usually holds a whole /64, so counting
 * each address apart would give it billions of budgets), an IPv4-mapped IPv6 address as its
 * IPv4 address, anything else as it is.
 */
export function addressKey(ip: string): string {
  const address = ip.split("%")[0] ?? ip;
  if (!isIPv6(address)) return address.toLowerCase();
  const groups = expandIPv6(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === "0000") && groups[5] === "ffff";
  if (mapped) {
    const [high, low] = [Number.parseInt(groups[6] ?? "0", 16), Number.parseInt(groups[7] ?? "0", 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 4-digit groups of a valid IPv6 address (an IPv4 tail becomes two groups). */
function expandIPv6(address: string): string[] {
  let text = address;
  const tail = text.slice(text.lastIndexOf(":") + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, text.length - tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = "", right] = text.split("::");
  const head = left === "" ? [] : left.split(":");
  const rest = right === undefined ? [] : right === "" ? [] : right.split(":");
  const zeros = right === undefined ? [] : Array<string>(8 - head.length - rest.length).fill("0");
  return [...head, ...zeros, ...rest].map((g) => g.padStart(4, "0"));
}
