import { describe, expect, it } from 'vitest';
import { resolveClient } from '../../lib/auth/client-address';

const none = { proxies: [], hops: 0 };
const conn = (socketAddress: string, forwardedFor?: string, forwardedProto?: string, encrypted = false) => ({
  socketAddress,
  forwardedFor,
  forwardedProto,
  encrypted,
});

describe('resolveClient', () => {
  it('ignores client-sent X-Forwarded-For and -Proto when no proxy is trusted', () => {
    for (const spoof of ['1.2.3.4', '5.6.7.8, 9.9.9.9', 'unknown']) {
      expect(resolveClient(conn('203.0.113.9', spoof, 'https'), none)).toEqual({
        address: '203.0.113.9',
        https: false,
      });
    }
    expect(resolveClient(conn('::ffff:203.0.113.9'), none).address).toBe('203.0.113.9');
    expect(resolveClient(conn('203.0.113.9', undefined, undefined, true), none).https).toBe(true);
  });

  it('believes only the named proxies, walking the chain from the nearest hop', () => {
    const trust = { proxies: ['10.0.0.2', '10.0.0.3'], hops: 0 };
    expect(resolveClient(conn('10.0.0.2', '198.51.100.1', 'https'), trust)).toEqual({
      address: '198.51.100.1',
      https: true,
    });
    // A client prepending its own value does not move the answer: the nearest untrusted hop counts.
    expect(resolveClient(conn('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.3'), trust).address).toBe('198.51.100.1');
    // A connection from anywhere else is its own client, whatever it claims.
    expect(resolveClient(conn('203.0.113.5', '198.51.100.1', 'https'), trust)).toEqual({
      address: '203.0.113.5',
      https: false,
    });
  });

  it('with a hop count, takes the address that many hops back', () => {
    const trust = { proxies: [], hops: 1 };
    expect(resolveClient(conn('10.0.0.2', '6.6.6.6, 198.51.100.1', 'https'), trust)).toEqual({
      address: '198.51.100.1',
      https: true,
    });
    expect(resolveClient(conn('10.0.0.2'), trust).address).toBe('10.0.0.2');
  });
});
