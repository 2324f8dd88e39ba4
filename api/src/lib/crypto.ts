import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (needs ~128 MiB).
export const PASSWORD_HASH_COST = 17;
const SCRYPT = { N: 2 ** PASSWORD_HASH_COST, r: 8, p: 1 };
let dummyHash: Promise<string> | undefined;

/**
 * Lowers scrypt's N to 2^log2N for new hashes (AppConfig.passwordHashCost: the API tests only, where
 * hundreds of logins at 2^17 cost minutes). Stored hashes carry their parameters, so checks follow.
 */
export function setPasswordHashCost(log2N: number): void {
  if (2 ** log2N === SCRYPT.N) return;
  SCRYPT.N = 2 ** log2N;
  dummyHash = undefined;
}
const KEY_LENGTH = 32;
const maxmemFor = (N: number, r: number) => 256 * N * r;

function scryptAsync(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { ...SCRYPT, maxmem: maxmemFor(SCRYPT.N, SCRYPT.r) });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmemFor(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to verify against when the account does not exist, so both cases cost the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Opaque session or download token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored and looked up by their SHA-256 only. */
export function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
