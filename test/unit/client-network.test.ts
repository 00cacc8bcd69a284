import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../lib/auth/client-network';

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['2001:db8:7:1::5', '2001:db8:7::/48'],
    ['2001:0db8:0007:ffff:1:2:3:4', '2001:db8:7::/48'],
    ['::1', '0:0:0::/48'],
    ['unknown', 'unknown'],
  ])('%s is on %s', (address, network) => expect(clientNetwork(address)).toBe(network));
});
