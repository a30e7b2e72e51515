// Keyed hashes (HMAC-SHA-256 with a server secret): IP addresses are only ever stored this way (DESIGN §5 —
// a plain SHA-256 of an IPv4 address is reversed by trying all 2^32 addresses), and message texts are
// compared by such a hash to see the same text sent again and again.
import { createHmac } from 'node:crypto';
import { type ClientNetwork, clientNetwork, type IpNetwork, networkText } from './ipNetwork.ts';

/** A network length the blacklist lists (family and prefix length), e.g. { family: 4, prefixLength: 24 }. */
export type NetworkLength = Pick<IpNetwork, 'family' | 'prefixLength'>;

/** A client as the per-address counters and the blacklist see it; the address itself stays in memory. */
export type ClientAddress = {
  /** The per-address key: every counter, limit and stored sender hash uses it. */
  key: string;
  /** What the blacklist is searched for: the key, the exact address (entries from before the /64 rule) and
   *  the client's prefix at each listed network length. */
  blacklistKeys(lengths: readonly NetworkLength[]): string[];
};

/**
 * The one way from a client address to a per-address key: IPv4 (also IPv4-mapped IPv6) per address, IPv6 per
 * /64 network, since an IPv6 customer holds a whole /64 and may take a new address for every request.
 * `address` gives the client with its blacklist keys, `network` the key of a network an admin lists.
 */
export type IpHasher = ((ip: string) => string) & {
  address(ip: string): ClientAddress;
  network(network: IpNetwork): string;
};
/** A keyed hash for one purpose (e.g. 'magic-code'), so equal values of different purposes never match. */
export type KeyedHasher = (purpose: string, value: string) => string;
export type ContentHasher = (text: string) => string;

const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

export function createIpHasher(secret: string): IpHasher {
  const network = (n: IpNetwork) => hmac(secret, networkText(n));
  const address = (ip: string): ClientAddress => {
    const client: ClientNetwork | null = clientNetwork(ip);
    // request.ip is always an address; anything else keys as the text it is (never matches a listed network).
    if (!client) return { key: hmac(secret, ip.toLowerCase()), blacklistKeys: () => [hmac(secret, ip)] };
    const key = network(client.unit);
    return {
      key,
      blacklistKeys: (lengths) => {
        const keys = new Set([key, network(client.exact)]);
        for (const { family, prefixLength } of lengths) {
          if (family === client.exact.family && prefixLength < client.unit.prefixLength)
            keys.add(network(client.prefix(prefixLength)));
        }
        return [...keys];
      },
    };
  };
  return Object.assign((ip: string) => address(ip).key, { address, network });
}

/** Case, spacing and punctuation do not make a text new. */
export function createContentHasher(secret: string): ContentHasher {
  return (text) =>
    hmac(
      secret,
      `content:${text
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()}`,
    );
}

export function createKeyedHasher(secret: string): KeyedHasher {
  return (purpose, value) => hmac(secret, `${purpose}:${value}`);
}
