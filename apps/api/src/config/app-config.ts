import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidTimeZone } from '@furnace/opening-hours';

/** Everything the API reads from its environment, validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Null: start the embedded PostgreSQL whose data lives in DATA_DIR/postgres. */
  databaseUrl: string | null;
  dataDir: string;
  museumTimeZone: string;
  webRoot: string;
  publicUrl: string;
  nodeEnv: string;
  isProduction: boolean;
  jwtSecret: string;
  jwtExpiresIn: string;
  logLevel: string;
  /** Login throttling: at most `limit` attempts per `ttlMs`, per client address and per username. */
  loginThrottle: { limit: number; ttlMs: number };
  /** argon2id cost. Never below the OWASP minimum (m=19456 KiB, t=2, p=1). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /**
   * Bounds on every query (docs/operations.md): the server cancels a statement after
   * `statementTimeoutMs` (0 = never), and a request waits at most `connectTimeoutMs` for a pool
   * connection.
   */
  database: { statementTimeoutMs: number; connectTimeoutMs: number };
  /** No cached copy is served as fresh after this long (TopicCache); a stale one may be, marked. */
  cacheMaxAgeMs: number;
  /** Health reports the disk under DATA_DIR as low below this many MB free. */
  diskLowMb: number;
  /**
   * Express's `trust proxy` (TRUST_PROXY): false (the default) trusts no X-Forwarded-For; a hop
   * count, or a comma-separated list of addresses, subnets or `loopback`/`linklocal`/`uniquelocal`.
   */
  trustProxy: boolean | number | string;
  /** Extra wait before checking a password for a username over its failure limit (LOGIN_SLOWDOWN_MS). */
  loginSlowdownMs: number;
  /** Invitation and reset mail (SMTP_URL, MAIL_FROM); null: links are only shown to the admin. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * FIRST_RUN_ADMIN_PASSWORD: for automated installs and tests, the first-run `admin` gets this
   * password. Unset (the normal case) it gets none and a one-time setup link is printed instead.
   */
  firstRunAdminPassword: string | null;
}

export const ARGON2_MINIMUM = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Raised when the environment is invalid; `problems` lists every one, not just the first. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the configuration. Pure except for the JWT secret: outside production a
 * missing JWT_SECRET is generated once and kept in DATA_DIR, so tokens survive restarts.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const nodeEnv = text('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = integer('PORT', 3000, 0, 65535);
  const host = text('HOST') ?? '0.0.0.0';

  const databaseUrl = text('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const dataDir = resolve(cwd, text('DATA_DIR') ?? '.data');
  const webRoot = resolve(cwd, text('WEB_ROOT') ?? 'dist/apps');

  const museumTimeZone = text('MUSEUM_TIMEZONE') ?? 'America/New_York';
  if (!isValidTimeZone(museumTimeZone)) {
    problems.push(
      `MUSEUM_TIMEZONE must be an IANA time zone such as America/New_York (got "${museumTimeZone}")`,
    );
  }

  const publicUrl = text('PUBLIC_URL') ?? `http://localhost:${port}`;
  if (!isHttpUrl(publicUrl))
    problems.push(`PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);

  const jwtExpiresIn = text('JWT_EXPIRES_IN') ?? '8h';
  if (!/^\d+\s*(s|m|h|d)?$/.test(jwtExpiresIn)) {
    problems.push(
      `JWT_EXPIRES_IN must be a duration such as 3600, 30m, 8h or 1d (got "${jwtExpiresIn}")`,
    );
  }

  const logLevel = text('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  let jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }
  if (jwtSecret === undefined && isProduction) {
    problems.push('JWT_SECRET is required when NODE_ENV=production');
  }

  const loginThrottle = {
    limit: integer('LOGIN_THROTTLE_LIMIT', 10, 1, 100000),
    ttlMs: integer('LOGIN_THROTTLE_TTL_MS', 60000, 100, 86400000),
  };
  const argon2 = {
    memoryCost: integer(
      'ARGON2_MEMORY_KIB',
      ARGON2_MINIMUM.memoryCost,
      ARGON2_MINIMUM.memoryCost,
      4194304,
    ),
    timeCost: integer('ARGON2_TIME_COST', ARGON2_MINIMUM.timeCost, ARGON2_MINIMUM.timeCost, 100),
    parallelism: ARGON2_MINIMUM.parallelism,
  };

  const database = {
    statementTimeoutMs: integer('DB_STATEMENT_TIMEOUT_MS', 5000, 0, 3600000),
    connectTimeoutMs: integer('DB_CONNECT_TIMEOUT_MS', 3000, 100, 600000),
  };
  const cacheMaxAgeMs = integer('CACHE_MAX_AGE_MS', 60000, 100, 86400000);
  const diskLowMb = integer('DISK_LOW_MB', 1024, 0, 10485760);
  const trustProxy = parseTrustProxy(text('TRUST_PROXY'), problems);
  const loginSlowdownMs = integer('LOGIN_SLOWDOWN_MS', 1000, 0, 60000);
  const smtpUrl = text('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const mailFrom = text('MAIL_FROM') ?? 'Furnace museum <no-reply@localhost>';
  const firstRunAdminPassword = env.FIRST_RUN_ADMIN_PASSWORD || null;
  if (firstRunAdminPassword !== null && firstRunAdminPassword.length < 12)
    problems.push('FIRST_RUN_ADMIN_PASSWORD must be at least 12 characters long');

  if (problems.length > 0) throw new ConfigError(problems);

  // Only now touch the disk: a config that fails validation never leaves files behind.
  jwtSecret ??= persistentSecret(dataDir);

  return {
    port,
    host,
    databaseUrl,
    dataDir,
    museumTimeZone,
    webRoot,
    publicUrl,
    nodeEnv,
    isProduction,
    jwtSecret,
    jwtExpiresIn,
    logLevel,
    loginThrottle,
    argon2,
    database,
    cacheMaxAgeMs,
    diskLowMb,
    trustProxy,
    loginSlowdownMs,
    smtpUrl,
    mailFrom,
    firstRunAdminPassword,
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: unset/false/0 = trust nobody; true; a hop count; or addresses, subnets, names. */
function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const valid = entries.every(
    (entry) => PROXY_NAMES.has(entry) || /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry),
  );
  if (!valid) {
    problems.push(
      `TRUST_PROXY must be false, true, a hop count, or addresses/subnets/loopback separated by commas (got "${raw}")`,
    );
    return false;
  }
  return entries.join(',');
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A random secret generated on first use and kept (mode 600) in DATA_DIR/jwt-secret. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
