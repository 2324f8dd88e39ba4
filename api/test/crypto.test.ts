import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { PRODUCTION_ENV } from './production-env';
import { hashPassword, PASSWORD_HASH_COST, setPasswordHashCost, verifyPassword } from '../src/lib/crypto';

describe('password hashes', () => {
  afterEach(() => setPasswordHashCost(PASSWORD_HASH_COST));

  it("are scrypt at OWASP's N=2^17 unless a test lowers it, and checked at the cost they carry", async () => {
    setPasswordHashCost(10);
    const cheap = await hashPassword('Verano2024');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    setPasswordHashCost(PASSWORD_HASH_COST);
    expect(await hashPassword('Verano2024')).toMatch(/^scrypt\$131072\$8\$1\$/);
    // A hash made at another cost still checks: the parameters travel with it.
    expect(await verifyPassword('Verano2024', cheap)).toBe(true);
    expect(await verifyPassword('Invierno2024', cheap)).toBe(false);
  });
});

describe('the password hash cost', () => {
  it('is never lowered by a setting: production and the demo read no variable for it', () => {
    const env = { ...PRODUCTION_ENV, PASSWORD_HASH_COST: '10', SCRYPT_N: '1024' };
    expect(configFromEnv(env).passwordHashCost).toBeUndefined();
    expect(configFromEnv({ DEMO: 'true', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBeUndefined();
  });
});
