/**
 * Requests to an address a member gave (a push subscription's endpoint) must reach the public
 * internet only: never this machine, its network, or the cloud's metadata service. The host is
 * resolved once, every address it has is checked, and the connection is pinned to a checked one,
 * so a name that answers differently the second time (DNS rebinding) cannot swap it.
 */
import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

/** IPv4 ranges that are not the public internet (IANA special-purpose registry, RFC 6890). */
const V4_SPECIAL: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, the cloud metadata service (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
/** Inside 2000::/3 (the only global unicast IPv6 there is), the ranges that are not plain hosts. */
const V6_SPECIAL: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments, Teredo (which carries an IPv4 address)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (carries an IPv4 address)
  ["3fff::", 20], // documentation
];

const global6 = new BlockList();
global6.addSubnet("2000::", 3, "ipv6");
const special = new BlockList();
for (const [net, prefix] of V4_SPECIAL) special.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of V6_SPECIAL) special.addSubnet(net, prefix, "ipv6");

/**
 * Whether an IP address is a public internet host's. IPv6 outside 2000::/3 is not: loopback,
 * unspecified, IPv4-mapped and NAT64 (::ffff:0:0/96, 64:ff9b::/96), unique local (fc00::/7),
 * link-local (fe80::/10), multicast.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !special.check(address, "ipv4");
  if (family === 6) return global6.check(address, "ipv6") && !special.check(address, "ipv6");
  return false;
}

export class NotPublicError extends Error {
  readonly hostname: string;
  readonly addresses: string[];
  constructor(hostname: string, addresses: string[]) {
    super(`${hostname} resolves to an address that is not public (${addresses.join(", ") || "none"})`);
    this.hostname = hostname;
    this.addresses = addresses;
  }
}

/** A URL's hostname as a resolver takes it: an IPv6 literal without its brackets. */
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1");

/** Resolves `hostname` and answers one of its addresses, when every one of them is public. */
export async function publicAddressOf(hostname: string): Promise<LookupAddress> {
  const host = bare(hostname);
  const family = isIP(host);
  const addresses = family !== 0 ? [{ address: host, family }] : await lookup(host, { all: true });
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
    throw new NotPublicError(
      host,
      addresses.map((a) => a.address),
    );
  return addresses[0] as LookupAddress;
}

/** A `lookup` for net/http/https that answers the given address only, whatever the name. */
export function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}
