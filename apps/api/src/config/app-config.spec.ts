import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'api-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));
  /** What loadConfig throws for `env`. */
  const refusalOf = (env: Record<string, string>): unknown => {
    try {
      loadConfig(env, cwd);
    } catch (error) {
      return error;
    }
    throw new Error('loadConfig took it');
  };

  it('has sensible defaults', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: join(cwd, '.data'),
      webRoot: join(cwd, 'dist/apps'),
      museumTimeZone: 'America/New_York',
      publicUrl: 'http://localhost:3000',
      publicUrlSet: false,
      tokenLifetimeSeconds: 8 * 3600,
      isProduction: false,
      requestDeadlineMs: 10000,
    });
  });

  it('generates a JWT secret once outside production and keeps it in DATA_DIR', () => {
    const first = loadConfig({}, cwd);
    const second = loadConfig({}, cwd);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(cwd, '.data', 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('lists every problem at once, with the variable names', () => {
    const error = refusalOf({
      PORT: 'eighty',
      MUSEUM_TIMEZONE: 'Mars/Olympus_Mons',
      DATABASE_URL: 'mysql://nope',
      NODE_ENV: 'production',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'ftp://x',
      JWT_EXPIRES_IN: 'forever',
    });
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(7);
    for (const name of [
      'PORT',
      'MUSEUM_TIMEZONE',
      'DATABASE_URL',
      'JWT_SECRET',
      'LOG_LEVEL',
      'PUBLIC_URL',
      'JWT_EXPIRES_IN',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toContain('JWT_SECRET is required when NODE_ENV=production');
    expect(message).toContain('Mars/Olympus_Mons');
    // A refused configuration leaves nothing on disk.
    expect(existsSync(join(cwd, '.data'))).toBe(false);
  });

  it('words each refusal exactly, in the order of the variables, with what was given', () => {
    const error = refusalOf({
      PORT: ' 70000 ',
      DATABASE_URL: 'mysql://nope',
      PUBLIC_URL: 'ftp://x',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
      LOGIN_THROTTLE_LIMIT: '0',
      DB_STATEMENT_TIMEOUT_MS: '1.5',
      TRUST_PROXY: 'everyone please',
      SMTP_URL: 'http://mail',
      FIRST_RUN_ADMIN_PASSWORD: 'too short',
    });
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "70000")',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'PUBLIC_URL must be an http(s) URL (got "ftp://x")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'JWT_SECRET must be at least 32 characters long',
      'LOGIN_THROTTLE_LIMIT must be a whole number from 1 to 100000 (got "0")',
      'DB_STATEMENT_TIMEOUT_MS must be a whole number from 0 to 3600000 (got "1.5")',
      'TRUST_PROXY must be false, true, a hop count, or addresses/subnets/loopback separated by commas (got "everyone please")',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'FIRST_RUN_ADMIN_PASSWORD must be at least 12 characters long',
    ]);
  });

  it('reads the optional settings: trimmed, with their defaults', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        DB_CONNECT_TIMEOUT_MS: ' 250 ',
        SMTP_URL: 'smtp://mail.example.org',
        FIRST_RUN_ADMIN_PASSWORD: ' twelve chars ',
      },
      cwd,
    );
    expect(config).toMatchObject({
      logLevel: 'silent',
      trustProxy: 'loopback,10.0.0.0/8',
      database: { statementTimeoutMs: 5000, connectTimeoutMs: 250 },
      loginThrottle: { limit: 10, ttlMs: 60000 },
      argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
      smtpUrl: 'smtp://mail.example.org',
      mailFrom: 'Furnace museum <no-reply@localhost>',
      firstRunAdminPassword: ' twelve chars ',
    });
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
  });

  it('refuses a sign-in slowdown that would outlast the request deadline', () => {
    expect(
      (refusalOf({ REQUEST_DEADLINE_MS: '2000', LOGIN_SLOWDOWN_MS: '2000' }) as ConfigError)
        .problems,
    ).toEqual([
      'LOGIN_SLOWDOWN_MS must be below REQUEST_DEADLINE_MS, or every slowed sign-in runs out of time (got "2000")',
    ]);
    expect(
      loadConfig({ REQUEST_DEADLINE_MS: '2000', LOGIN_SLOWDOWN_MS: '1999' }, cwd).loginSlowdownMs,
    ).toBe(1999);
  });

  it('refuses a short JWT secret and argon2 costs below the minimum', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', ARGON2_MEMORY_KIB: '1024' }, cwd)).toThrow(
      /JWT_SECRET must be at least 32[\s\S]*ARGON2_MEMORY_KIB/,
    );
  });

  it('accepts another IANA zone and a production setup with a secret', () => {
    const config = loadConfig(
      {
        MUSEUM_TIMEZONE: 'Europe/Berlin',
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PORT: '8080',
      },
      cwd,
    );
    expect(config).toMatchObject({
      museumTimeZone: 'Europe/Berlin',
      isProduction: true,
      port: 8080,
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://museum.example.org' }, cwd)).toMatchObject({
      publicUrl: 'https://museum.example.org',
      publicUrlSet: true,
    });
  });
});
