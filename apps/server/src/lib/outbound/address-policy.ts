import net from 'node:net';

/**
 * What an IP address is, for the outbound guard: only `public` addresses are reached from a request
 * that someone outside chose (a calendar feed, a webhook). The ranges are IANA's special-purpose
 * registries for IPv4 and IPv6; an IPv6 address that carries an IPv4 address (IPv4-mapped, NAT64,
 * 6to4) is what its IPv4 address is, since that is where a packet to it ends up.
 */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'unique_local'
  | 'cgnat'
  | 'multicast'
  | 'reserved'
  | 'unspecified'
  | 'metadata';

/**
 * Kinds that `allowPrivate` opens (tests, a host's own network). Link-local stays closed: cloud
 * metadata services live there. Metadata addresses are never reachable, whatever the flag, since a
 * metadata service hands out the server's own cloud credentials.
 */
const OPENED_BY_ALLOW_PRIVATE: ReadonlySet<AddressKind> = new Set(['loopback', 'private', 'unique_local', 'cgnat']);

/**
 * Cloud metadata endpoints, refused even with `allowPrivate`: AWS, GCP, Azure, OpenStack and Oracle
 * (169.254.169.254), AWS ECS task and EKS pod credentials (169.254.170.2, 169.254.170.23 and their IPv6
 * forms), AWS's IPv6 instance metadata (fd00:ec2::254), Alibaba (100.100.100.200), Oracle's legacy
 * address (192.0.0.192).
 */
const METADATA_ADDRESSES: ReadonlySet<string> = new Set(
  [
    '169.254.169.254',
    '169.254.170.2',
    '169.254.170.23',
    '100.100.100.200',
    '192.0.0.192',
    'fd00:ec2::254',
    'fd00:ec2::23',
  ].map((a) => canonical(a) ?? a),
);

type Range = { base: bigint; bits: number; size: number; kind: AddressKind };

function v4Range(cidr: string, kind: AddressKind): Range {
  const [ip, bits] = cidr.split('/') as [string, string];
  return { base: v4ToBigInt(ip)!, bits: Number(bits), size: 32, kind };
}

function v6Range(cidr: string, kind: AddressKind): Range {
  const [ip, bits] = cidr.split('/') as [string, string];
  return { base: v6ToBigInt(ip)!, bits: Number(bits), size: 128, kind };
}

/** IPv4: everything not listed is public. */
const V4_RANGES: Range[] = [
  v4Range('0.0.0.0/8', 'unspecified'), // "this network": 0.0.0.0 reaches the local host on Linux
  v4Range('10.0.0.0/8', 'private'),
  v4Range('100.64.0.0/10', 'cgnat'),
  v4Range('127.0.0.0/8', 'loopback'),
  v4Range('169.254.0.0/16', 'link_local'),
  v4Range('172.16.0.0/12', 'private'),
  v4Range('192.0.0.0/24', 'reserved'), // IETF protocol assignments
  v4Range('192.0.2.0/24', 'reserved'), // documentation
  v4Range('192.88.99.0/24', 'reserved'), // 6to4 relay anycast
  v4Range('192.168.0.0/16', 'private'),
  v4Range('198.18.0.0/15', 'reserved'), // benchmarking
  v4Range('198.51.100.0/24', 'reserved'), // documentation
  v4Range('203.0.113.0/24', 'reserved'), // documentation
  v4Range('224.0.0.0/4', 'multicast'),
  v4Range('240.0.0.0/4', 'reserved'), // future use, and 255.255.255.255 broadcast
];

/** IPv6 outside global unicast (2000::/3) is never public; these are the exceptions inside it, and the named kinds outside. */
const V6_RANGES: Range[] = [
  v6Range('::/128', 'unspecified'),
  v6Range('::1/128', 'loopback'),
  v6Range('fc00::/7', 'unique_local'),
  v6Range('fe80::/10', 'link_local'),
  v6Range('fec0::/10', 'reserved'), // deprecated site-local
  v6Range('ff00::/8', 'multicast'),
  v6Range('2001::/23', 'reserved'), // IETF protocol assignments, Teredo among them
  v6Range('2001:db8::/32', 'reserved'), // documentation
  v6Range('3fff::/20', 'reserved'), // documentation
];

const GLOBAL_UNICAST = v6Range('2000::/3', 'public');
const V4_MAPPED = v6Range('::ffff:0:0/96', 'public');
const NAT64 = v6Range('64:ff9b::/96', 'public');
const SIX_TO_FOUR = v6Range('2002::/16', 'public');

function inRange(value: bigint, range: Range): boolean {
  const shift = BigInt(range.size - range.bits);
  return value >> shift === range.base >> shift;
}

function v4ToBigInt(ip: string): bigint | null {
  if (!net.isIPv4(ip)) return null;
  const parts = ip.split('.').map(Number);
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n);
}

function v6ToBigInt(input: string): bigint | null {
  const ip = stripZone(input);
  if (!net.isIPv6(ip)) return null;
  let groups: string[];
  const halves = ip.split('::');
  const toGroups = (s: string): string[] => {
    if (s === '') return [];
    const out: string[] = [];
    for (const g of s.split(':')) {
      if (g.includes('.')) {
        // A trailing dotted IPv4 part (::ffff:127.0.0.1) is two groups.
        const v4 = v4ToBigInt(g);
        if (v4 === null) return ['x'];
        out.push(((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
      } else out.push(g);
    }
    return out;
  };
  if (halves.length === 2) {
    const head = toGroups(halves[0]!);
    const tail = toGroups(halves[1]!);
    groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  } else groups = toGroups(ip);
  if (groups.length !== 8) return null;
  let value = 0n;
  for (const g of groups) {
    const n = Number.parseInt(g, 16);
    if (!/^[0-9a-f]{1,4}$/i.test(g) || Number.isNaN(n)) return null;
    value = (value << 16n) | BigInt(n);
  }
  return value;
}

/** An IPv6 scope (`fe80::1%eth0`) names an interface, not another address. */
function stripZone(ip: string): string {
  const at = ip.indexOf('%');
  return at < 0 ? ip : ip.slice(0, at);
}

function v4FromBigInt(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 0xffn)).join('.');
}

/** One spelling per address (lower-case, compressed IPv6), for the metadata list. */
function canonical(ip: string): string | null {
  const bare = ip.replace(/^\[|\]$/g, '');
  if (net.isIPv4(bare)) return bare;
  const v = v6ToBigInt(bare);
  if (v === null) return null;
  return `v6:${v.toString(16)}`;
}

function classifyV4(ip: string): AddressKind {
  if (METADATA_ADDRESSES.has(ip)) return 'metadata';
  const value = v4ToBigInt(ip)!;
  for (const range of V4_RANGES) if (inRange(value, range)) return range.kind;
  return 'public';
}

/**
 * What an address is; `null` when the text is not an IP address. Takes IPv4 dotted quads and any
 * IPv6 spelling (with or without brackets or a zone). Other IPv4 spellings (`0x7f.1`, `2130706433`)
 * are a URL parser's job: `new URL()` turns them into dotted quads before they reach this.
 */
export function classifyAddress(input: string): AddressKind | null {
  const ip = input.replace(/^\[|\]$/g, '');
  if (net.isIPv4(ip)) return classifyV4(ip);
  const value = v6ToBigInt(ip);
  if (value === null) return null;
  if (METADATA_ADDRESSES.has(`v6:${value.toString(16)}`)) return 'metadata';
  if (inRange(value, V4_MAPPED) || inRange(value, NAT64)) return classifyV4(v4FromBigInt(value & 0xffffffffn));
  if (inRange(value, SIX_TO_FOUR)) {
    const embedded = classifyV4(v4FromBigInt((value >> 80n) & 0xffffffffn));
    if (embedded !== 'public') return embedded;
  }
  for (const range of V6_RANGES) if (inRange(value, range)) return range.kind;
  return inRange(value, GLOBAL_UNICAST) ? 'public' : 'reserved';
}

/** True when an outbound request may connect to this address. */
export function isAddressAllowed(ip: string, allowPrivate: boolean): boolean {
  const kind = classifyAddress(ip);
  if (kind === null) return false;
  return kind === 'public' || (allowPrivate && OPENED_BY_ALLOW_PRIVATE.has(kind));
}
