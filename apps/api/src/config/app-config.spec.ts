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
      jwtExpiresIn: '8h',
      isProduction: false,
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
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: 'eighty',
          MUSEUM_TIMEZONE: 'Mars/Olympus_Mons',
          DATABASE_URL: 'mysql://nope',
          NODE_ENV: 'production',
          LOG_LEVEL: 'loud',
          PUBLIC_URL: 'ftp://x',
          JWT_EXPIRES_IN: 'forever',
        },
        cwd,
      );
    } catch (e) {
      error = e;
    }
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
  });
});
