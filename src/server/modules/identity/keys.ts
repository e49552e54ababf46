/**
 * Signing and cookie keys for the embedded identity provider: created on first start and kept under
 * DATA_DIR/keys (mode 0600), so tokens survive restarts. Processes that serve one deployment must
 * share this folder (or use an external issuer).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';

const KeyFileSchema = z.object({
  signing: z.array(z.looseObject({ kty: z.string(), kid: z.string(), d: z.string() })).min(1),
  cookies: z.array(z.string().min(32)).min(1),
});

export interface IdentityKeys {
  /** Private JWKs, newest first; the first signs. */
  signing: JWK[];
  /** Public halves, for verifying tokens. */
  publicJwks: { keys: JWK[] };
  cookies: string[];
}

const PRIVATE_FIELDS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export function publicJwk(key: JWK): JWK {
  const pub: JWK = { ...key };
  for (const f of PRIVATE_FIELDS) delete pub[f];
  return pub;
}

export async function loadOrCreateKeys(dataDir: string): Promise<IdentityKeys> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'identity.json');
  let stored: z.infer<typeof KeyFileSchema>;
  if (fs.existsSync(file)) {
    const parsed = KeyFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(`${file} is not a valid key file; move it away to generate new keys`);
    stored = parsed.data;
  } else {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const signing = { ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' } as JWK & {
      kty: string;
      kid: string;
      d: string;
    };
    stored = { signing: [signing], cookies: [crypto.randomBytes(32).toString('base64url')] };
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Write-then-rename: two processes starting together never read half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(stored, null, 2), { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch {
      // Another process won the race: use its keys.
      fs.rmSync(tmp);
      return loadOrCreateKeys(dataDir);
    }
    fs.rmSync(tmp);
  }
  const signing = stored.signing as JWK[];
  return { signing, publicJwks: { keys: signing.map(publicJwk) }, cookies: stored.cookies };
}
