/**
 * Password hashing with node:crypto scrypt. Rules: a random 16-byte salt per hash; the cost
 * parameters are stored with the hash (`scrypt$N$r$p$salt$hash`, base64url), so they can be raised
 * later without breaking existing accounts; comparison is constant-time.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify<crypto.BinaryLike, crypto.BinaryLike, number, crypto.ScryptOptions, Buffer>(
  crypto.scrypt,
);

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function maxmem(N: number, r: number): number {
  // scrypt needs 128·N·r bytes; leave headroom over Node's 32 MiB default.
  return 256 * N * r;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const { N, r, p } = PARAMS;
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** False for a wrong password and for anything that is not one of our hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (!N || !r || !p || salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(password.normalize('NFC'), salt, expected.length, {
    N,
    r,
    p,
    maxmem: maxmem(N, r),
  });
  return crypto.timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for sign-ins with an unknown e-mail, so response time
 * does not reveal which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
