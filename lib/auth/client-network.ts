import { isIPv4, isIPv6 } from 'node:net';

// The network an address belongs to, as far as one party usually controls it: an IPv4 /24, an IPv6
// /48 (a household or a cloud account is handed a /56 to a /48). Anything else is its own network.

/** The eight hextets of an IPv6 address, "::" expanded. */
function hextets(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((h) =>
    h.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

export function clientNetwork(address: string): string {
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address) && !address.includes('.')) return `${hextets(address).slice(0, 3).join(':')}::/48`;
  return address;
}
