/** Environment variables, parsed once (README.md lists them under "Configuration"). */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** `1.1.1.1`, `1.1.1.1:53`, `::1`, `[::1]:5353`: what node:dns setServers takes. */
function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return net.isIPv6(bracketed[1]!) && Number(bracketed[2] ?? 53) <= 65535;
  if (net.isIP(entry)) return true;
  const withPort = /^([\d.]+):(\d{1,5})$/.exec(entry);
  return withPort !== null && net.isIPv4(withPort[1]!) && Number(withPort[2]) <= 65535;
}

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Guidebook <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_FILE_SIZE: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 ** 3),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  VERIFICATION_TTL_HOURS: z.coerce.number().positive().default(24),
  WORKSPACES_PER_ACCOUNT: z.coerce.number().int().positive().max(10_000).default(50),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  UPLOAD_TTL_HOURS: z.coerce.number().positive().default(24),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  REQUEST_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  BODY_DRAIN_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(128 * 1024 ** 2),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(0),
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  MAP_GEOCODER_URL: z.string().optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
  CALENDAR_SYNC_MINUTES: z.coerce.number().positive().max(1440).default(15),
  MESSAGES_POLL_SECONDS: z.coerce.number().min(0.1).max(60).default(5),
  CALENDAR_FEEDS_ALLOW_PRIVATE: z.enum(['true', 'false', '1', '0']).default('false'),
  WEBHOOKS_RETRY_DELAYS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/)
    .default('5,300,1800,7200,18000,28800,28800'),
  WEBHOOKS_POLL_SECONDS: z.coerce.number().min(0.05).max(60).default(1),
  WEBHOOKS_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  WEBHOOKS_RUN_SECONDS: z.coerce.number().min(0.1).max(55).default(55),
  DNS_SERVERS: z
    .string()
    .refine(
      (value) => value.split(',').every((entry) => entry.trim() === '' || isDnsServer(entry.trim())),
      'a comma-separated list of IP addresses, each with an optional :port (IPv6 as [address]:port)',
    )
    .optional(),
});

/** The environment variables the server reads: README.md's Configuration table names each. */
export const CONFIG_VARIABLES = Object.keys(ZEnv.shape) as (keyof typeof ZEnv.shape)[];

/** OpenStreetMap's standard tiles: the admin map editor's default too (apps/web VITE_MAP_TILE_URL). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's required credit (HTML, shown by Leaflet under the map). */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** MAP_TILE_URL values that turn the guest map's tiles off (the address card and pin list remain). */
const TILES_OFF = new Set(['off', 'none', 'false', '0']);

/** Map settings for the guest guide's Map tab, written into its page (modules/guest/guest-page.ts). */
export type MapTilesConfig = {
  /** Leaflet URL template, or '' when tiles are off. */
  tileUrl: string;
  /** HTML credit shown under the map ('' when tiles are off). */
  attribution: string;
  /** Nominatim-style search URL with `{query}`, or '' (no third party sees the address). */
  geocoderUrl: string;
};

/**
 * MAP_TILE_URL unset or empty: OpenStreetMap with its credit; `off` (or none/false/0): no tiles;
 * anything else is the URL template, credited with MAP_TILE_ATTRIBUTION (or OpenStreetMap's
 * credit when the URL is OpenStreetMap's own tile server).
 */
export function mapTilesConfig(env: {
  MAP_TILE_URL?: string;
  MAP_TILE_ATTRIBUTION?: string;
  MAP_GEOCODER_URL?: string;
}): MapTilesConfig {
  const raw = env.MAP_TILE_URL?.trim() ?? '';
  const geocoderUrl = env.MAP_GEOCODER_URL?.trim() ?? '';
  if (TILES_OFF.has(raw.toLowerCase())) return { tileUrl: '', attribution: '', geocoderUrl };
  const tileUrl = raw || DEFAULT_TILE_URL;
  const configured = env.MAP_TILE_ATTRIBUTION?.trim() ?? '';
  const attribution =
    configured ||
    (/^https:\/\/([a-c]\.|\{s\}\.)?tile\.openstreetmap\.org\//.test(tileUrl) || !raw ? OSM_ATTRIBUTION : '');
  return { tileUrl, attribution, geocoderUrl };
}

/** Where file bytes live (STORAGE and the S3_* variables): storage/create-storage.ts picks the driver. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Unset: AWS. */
      endpoint?: string;
      region: string;
      bucket: string;
      /** Both or neither; neither: the SDK's default credential chain. */
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

/** STORAGE=s3 needs S3_BUCKET; the two S3 keys come together. Throws the configuration error otherwise. */
function storageConfig(e: z.infer<typeof ZEnv>): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local' };
  const problems: string[] = [];
  const bucket = e.S3_BUCKET?.trim() ?? '';
  if (!bucket) problems.push('S3_BUCKET: required when STORAGE=s3');
  const accessKeyId = e.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    problems.push("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the SDK's default credentials");
  const endpoint = e.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    problems.push('S3_ENDPOINT: an http:// or https:// URL (e.g. http://127.0.0.1:9000)');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    kind: 's3',
    endpoint,
    region: e.S3_REGION?.trim() || 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
  };
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections the server keeps to PostgreSQL. */
  databasePoolSize: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  maxFileSize: number;
  rateLimitPerMinute: number;
  /** Calls per minute each API token may make (plugins/auth.ts). */
  apiTokenRateLimitPerMinute: number;
  verificationTtlMs: number;
  /** The most workspaces one account may own, its personal one included (POST /workspaces/create). */
  workspacesPerAccount: number;
  sessionTtlMs: number;
  uploadTtlMs: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * A connection that sends and receives no byte for this long is closed (a stalled upload, an
   * idle socket); the header block must also arrive whole within it (plugins/connection-limits.ts).
   */
  requestIdleTimeoutMs: number;
  /**
   * An answer given while its request's body is still arriving (too large, refused) is followed by
   * reading and dropping up to this many more bytes of the body before the connection closes, so
   * the client, still sending, reads the answer (plugins/connection-limits.ts).
   */
  bodyDrainMaxBytes: number;
  /**
   * After a SIGTERM, how long GET /api/health answers 503 while every other request is still
   * served, before the server stops accepting (main.ts). 0 (the default: one process, no load
   * balancer to warn) stops at once; behind a load balancer, longer than it takes to notice.
   */
  shutdownGraceMs: number;
  /** Where the built web app lives; served at / when present. */
  webDist: string | undefined;
  /** The guest Map tab's tiles and geocoder (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_GEOCODER_URL). */
  mapTiles: MapTilesConfig;
  /** Where file bytes live (STORAGE, S3_*). */
  storage: StorageConfig;
  /** How often each calendar feed is read (CALENDAR_SYNC_MINUTES), plus a little jitter per feed. */
  calendarSyncMinutes: number;
  /**
   * Calendar feeds may be on loopback and private addresses (CALENDAR_FEEDS_ALLOW_PRIVATE): tests and
   * a host's own network. Link-local and metadata addresses stay refused.
   */
  calendarFeedsAllowPrivate: boolean;
  /**
   * How often the timed-message sender looks for messages that became due (MESSAGES_POLL_SECONDS, default
   * 5): a message made due by this instance is sent at once; by another, within this time.
   */
  messagesPollSeconds: number;
  /**
   * Webhook deliveries: the waits (seconds) before each retry (WEBHOOKS_RETRY_DELAYS, default
   * 5 s, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h: 8 attempts over about 24 hours); how often the sender looks
   * for due deliveries another instance recorded (WEBHOOKS_POLL_SECONDS, default 1); how long a taken
   * delivery is the taker's before another instance may send it (WEBHOOKS_LEASE_SECONDS, default 60,
   * above the 10 s timeout: only an instance that died leaves one that long); how long a run of the
   * sender goes on waiting for deliveries before it ends (WEBHOOKS_RUN_SECONDS, default 55: the next
   * minute's run takes over; tests shorten it to have no run going between their events).
   */
  webhooks: { retryDelaysSeconds: number[]; pollSeconds: number; leaseSeconds: number; runSeconds: number };
  /**
   * The DNS servers that workspace domains' TXT records are looked up at (DNS_SERVERS: comma-separated
   * IP addresses, each with an optional :port, IPv6 as [address]:port); empty: the system's resolvers.
   */
  dnsServers: string[];
};

/**
 * Two connections per core plus one, PostgreSQL's own rule of thumb for a busy pool: more only
 * makes backends wait for the same cores (measured on 2 cores: 10 connections gave the list calls
 * a p99 of 41–50 ms where 5 gave 25–34 ms, at the same throughput or better).
 */
export function defaultPoolSize(): number {
  return os.availableParallelism() * 2 + 1;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    maxFileSize: e.MAX_FILE_SIZE,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    apiTokenRateLimitPerMinute: e.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    verificationTtlMs: e.VERIFICATION_TTL_HOURS * 3_600_000,
    workspacesPerAccount: e.WORKSPACES_PER_ACCOUNT,
    sessionTtlMs: e.SESSION_TTL_DAYS * 86_400_000,
    uploadTtlMs: e.UPLOAD_TTL_HOURS * 3_600_000,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    requestIdleTimeoutMs: Math.round(e.REQUEST_IDLE_TIMEOUT_SECONDS * 1000),
    bodyDrainMaxBytes: e.BODY_DRAIN_MAX_BYTES,
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    webDist: undefined,
    mapTiles: mapTilesConfig(e),
    storage: storageConfig(e),
    calendarSyncMinutes: e.CALENDAR_SYNC_MINUTES,
    calendarFeedsAllowPrivate: e.CALENDAR_FEEDS_ALLOW_PRIVATE === 'true' || e.CALENDAR_FEEDS_ALLOW_PRIVATE === '1',
    messagesPollSeconds: e.MESSAGES_POLL_SECONDS,
    webhooks: {
      retryDelaysSeconds: e.WEBHOOKS_RETRY_DELAYS.split(',').map(Number),
      pollSeconds: e.WEBHOOKS_POLL_SECONDS,
      leaseSeconds: e.WEBHOOKS_LEASE_SECONDS,
      runSeconds: e.WEBHOOKS_RUN_SECONDS,
    },
    dnsServers: (e.DNS_SERVERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
  return { ...config, ...overrides };
}
