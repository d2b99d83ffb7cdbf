import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../src/server/env.ts';
import { resolveSessionSecret } from '../../../src/server/session-secret.ts';

describe('configuration', () => {
  it('defaults to port 3000 and the embedded database in ./data', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(readEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as yes or no (one proxy) or as the number of proxies in front', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('names every invalid variable in one error', () => {
    expect(() => readEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});

describe('the session secret', () => {
  it('is generated once, kept private in the data folder and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'screener-secret-'));
    const first = resolveSessionSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(undefined, dir)).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('comes from SESSION_SECRET when given', () => {
    expect(resolveSessionSecret('a-secret-from-the-environment', '/nonexistent')).toBe('a-secret-from-the-environment');
  });
});
