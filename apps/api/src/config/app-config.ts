import { join, resolve } from 'node:path';
import * as yup from 'yup';
import { isValidTimeZone } from '@furnace/opening-hours';
import { firstRefusal } from '@furnace/contracts';
import { keptSecret } from './kept-secret';

export const ARGON2_MINIMUM = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** JWT_EXPIRES_IN: seconds, or a count of s, m, h or d. */
const DURATION = /^(\d+)\s*([smhd]?)$/;
const SECONDS_IN: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** An environment variable as read: trimmed; blank is unset. */
const read = (raw: unknown) => (typeof raw === 'string' ? raw.trim() || undefined : undefined);

/** A text variable refused, when `ok` says no, as "NAME must `must` (got …)" (a secret unquoted). */
const text = (ok: RegExp | ((value: string) => boolean) = /^/, must = '', secret = false) =>
  yup
    .string()
    .transform((_value, raw: unknown) => read(raw))
    .test({
      name: 'environment',
      test: (value, context) =>
        value === undefined ||
        (ok instanceof RegExp ? ok.test(value) : ok(value)) ||
        context.createError({
          message: `${context.path} must ${must}${secret ? '' : ` (got "${value}")`}`,
        }),
    });

/** A whole number from `min` to `max`, `fallback` when unset; a Number where the config is made. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  text(
    (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
    `be a whole number from ${min} to ${max}`,
  ).default(String(fallback));

const isHttpUrl = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: unset/false/0 = trust nobody; true; a hop count; or addresses, subnets, names. */
function trustProxy(raw: string | undefined): boolean | number | string | null {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const valid = entries.every(
    (entry) => PROXY_NAMES.has(entry) || /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry),
  );
  return valid ? entries.join(',') : null;
}

/** Every environment variable (meanings: the README's table), in the order refusals are listed. */
const ENVIRONMENT = yup.object({
  NODE_ENV: text().default('development'),
  PORT: wholeNumber(3000, 0, 65535),
  HOST: text().default('0.0.0.0'),
  DATABASE_URL: text(/^postgres(ql)?:\/\//, 'be a postgres:// or postgresql:// URL', true),
  DATA_DIR: text().default('.data'),
  WEB_ROOT: text().default('dist/apps'),
  MUSEUM_TIMEZONE: text(isValidTimeZone, 'be an IANA time zone such as America/New_York').default(
    'America/New_York',
  ),
  PUBLIC_URL: text(isHttpUrl, 'be an http(s) URL'),
  JWT_EXPIRES_IN: text(DURATION, 'be a duration such as 3600, 30m, 8h or 1d').default('8h'),
  LOG_LEVEL: text((value) => LOG_LEVELS.includes(value), `be one of ${LOG_LEVELS.join(', ')}`),
  JWT_SECRET: text((value) => value.length >= 32, 'be at least 32 characters long', true).test(
    'production',
    'JWT_SECRET is required when NODE_ENV=production',
    (value, context) => value !== undefined || context.parent.NODE_ENV !== 'production',
  ),
  LOGIN_THROTTLE_LIMIT: wholeNumber(10, 1, 100000),
  LOGIN_THROTTLE_TTL_MS: wholeNumber(60000, 100, 86400000),
  // Never below the OWASP minimum.
  ARGON2_MEMORY_KIB: wholeNumber(ARGON2_MINIMUM.memoryCost, ARGON2_MINIMUM.memoryCost, 4194304),
  ARGON2_TIME_COST: wholeNumber(ARGON2_MINIMUM.timeCost, ARGON2_MINIMUM.timeCost, 100),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(5000, 0, 3600000),
  DB_CONNECT_TIMEOUT_MS: wholeNumber(3000, 100, 600000),
  REQUEST_DEADLINE_MS: wholeNumber(10000, 100, 3600000),
  CACHE_MAX_AGE_MS: wholeNumber(60000, 100, 86400000),
  DISK_LOW_MB: wholeNumber(1024, 0, 10485760),
  TRUST_PROXY: text(
    (value) => trustProxy(value) !== null,
    'be false, true, a hop count, or addresses/subnets/loopback separated by commas',
  ),
  LOGIN_SLOWDOWN_MS: wholeNumber(1000, 0, 60000).test(
    'within-deadline',
    ({ value }) =>
      `LOGIN_SLOWDOWN_MS must be below REQUEST_DEADLINE_MS, or every slowed sign-in runs out of time (got "${value}")`,
    // Compared only once it is a number (a bad one has its own refusal).
    (value, context) =>
      !/^\d+$/.test(value) || Number(value) < Number(context.parent.REQUEST_DEADLINE_MS),
  ),
  SMTP_URL: text(/^smtps?:\/\/[^\s]+$/, 'be an smtp:// or smtps:// URL', true),
  MAIL_FROM: text().default('Furnace museum <no-reply@localhost>'),
  BACKUP_DIR: text(),
  BACKUP_KEEP: wholeNumber(14, 1, 100000),
  BACKUP_AT: text(/^([01]\d|2[0-3]):[0-5]\d$/, 'be a time of day such as 02:30').default('02:30'),
  // Untrimmed: a password's spaces are part of it.
  FIRST_RUN_ADMIN_PASSWORD: yup
    .string()
    .transform((_value, raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : undefined))
    .min(12, 'FIRST_RUN_ADMIN_PASSWORD must be at least 12 characters long'),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(
  variables: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
) {
  let env: yup.InferType<typeof ENVIRONMENT>;
  try {
    env = ENVIRONMENT.validateSync(variables, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (firstRefusal(error) === null) throw error;
    throw new ConfigError((error as yup.ValidationError).errors);
  }
  // Only now touch the disk: a config that fails validation never leaves files behind. A secret
  // kept outside production lets tokens survive restarts.
  const jwtSecret =
    env.JWT_SECRET ??
    keptSecret(join(resolve(cwd, env.DATA_DIR), 'jwt-secret'), 48, (kept) => kept.length >= 32);
  const [, count, unit] = DURATION.exec(env.JWT_EXPIRES_IN) as RegExpExecArray;
  return {
    port: Number(env.PORT),
    host: env.HOST,
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: resolve(cwd, env.DATA_DIR),
    museumTimeZone: env.MUSEUM_TIMEZONE,
    webRoot: resolve(cwd, env.WEB_ROOT),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${Number(env.PORT)}`,
    publicUrlSet: env.PUBLIC_URL !== undefined,
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    jwtSecret,
    tokenLifetimeSeconds: Number(count) * SECONDS_IN[unit],
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    loginThrottle: {
      limit: Number(env.LOGIN_THROTTLE_LIMIT),
      ttlMs: Number(env.LOGIN_THROTTLE_TTL_MS),
    },
    argon2: {
      memoryCost: Number(env.ARGON2_MEMORY_KIB),
      timeCost: Number(env.ARGON2_TIME_COST),
      parallelism: ARGON2_MINIMUM.parallelism as number,
    },
    database: {
      statementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS),
      connectTimeoutMs: Number(env.DB_CONNECT_TIMEOUT_MS),
    },
    requestDeadlineMs: Number(env.REQUEST_DEADLINE_MS),
    cacheMaxAgeMs: Number(env.CACHE_MAX_AGE_MS),
    diskLowMb: Number(env.DISK_LOW_MB),
    trustProxy: trustProxy(env.TRUST_PROXY) ?? false,
    loginSlowdownMs: Number(env.LOGIN_SLOWDOWN_MS),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    firstRunAdminPassword: env.FIRST_RUN_ADMIN_PASSWORD ?? null,
    backups:
      env.BACKUP_DIR === 'off'
        ? null
        : {
            dir: resolve(cwd, env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups')),
            keep: Number(env.BACKUP_KEEP),
            at: env.BACKUP_AT,
          },
  };
}
