import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::1', 128], ['::', 128], ['fc00::', 7], ['fe80::', 10]] as const) blocked.addSubnet(network, prefix, 'ipv6');

/** True when the URL's host resolves to a loopback, private or link-local address (no SSRF into our network). */
export async function pointsToPrivateNetwork(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => []);
  return addresses.some((a) => blocked.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'));
}
