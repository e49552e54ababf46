/**
 * A stand-in App Store for tests: a root, an intermediate and a leaf certificate made here with
 * Apple's certificate extensions (the ones the library checks), and JWS signed by the leaf with
 * the chain in `x5c`, as Apple signs notifications and transactions. A second, unrelated root
 * makes forgeries: well-formed, correctly signed, but not chained to the configured root.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { KJUR } from 'jsrsasign';

interface KeyPair {
  priv: string;
  pub: string;
}

function keyPair(): KeyPair {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    priv: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    pub: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

type Ext = Record<string, unknown>;
let serial = 1;

function certificate(subject: string, issuer: string, subjectPub: string, issuerPriv: string, ext: Ext[]) {
  const cert = new KJUR.asn1.x509.Certificate({
    version: 3,
    serial: { int: serial++ },
    issuer: { str: issuer },
    subject: { str: subject },
    notbefore: '200101000000Z',
    notafter: '450101000000Z',
    sbjpubkey: subjectPub,
    ext,
    sigalg: 'SHA256withECDSA',
    cakey: issuerPriv,
  } as unknown as ConstructorParameters<typeof KJUR.asn1.x509.Certificate>[0]);
  return new crypto.X509Certificate(cert.getPEM());
}

const CA: Ext = { extname: 'basicConstraints', cA: true, critical: true };
// The extensions Apple's library requires of the intermediate and of the leaf.
const APPLE_INTERMEDIATE: Ext = { extname: '1.2.840.113635.100.6.2.1', extn: '0500' };
const APPLE_LEAF: Ext = { extname: '1.2.840.113635.100.6.11.1', extn: '0500' };

export interface FakeAppStore {
  /** The root's PEM file, to configure as APP_STORE_ROOT_CERTS. */
  rootFile: string;
  /** A JWS of `payload`, signed as the App Store signs. */
  sign(payload: object): string;
}

export function fakeAppStore(name = 'Test'): FakeAppStore {
  const root = keyPair();
  const inter = keyPair();
  const leaf = keyPair();
  const rootCert = certificate(`/CN=${name} Root`, `/CN=${name} Root`, root.pub, root.priv, [CA]);
  const interCert = certificate(`/CN=${name} Intermediate`, `/CN=${name} Root`, inter.pub, root.priv, [
    CA,
    APPLE_INTERMEDIATE,
  ]);
  const leafCert = certificate(`/CN=${name} Leaf`, `/CN=${name} Intermediate`, leaf.pub, inter.priv, [
    APPLE_LEAF,
  ]);
  const x5c = [leafCert, interCert, rootCert].map((c) => c.raw.toString('base64'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-apple-'));
  const rootFile = path.join(dir, 'root.pem');
  fs.writeFileSync(rootFile, rootCert.toString());
  return {
    rootFile,
    sign: (payload) => jwt.sign(payload, leaf.priv, { algorithm: 'ES256', header: { alg: 'ES256', x5c } }),
  };
}

export interface Purchase {
  bundleId: string;
  environment: string;
  originalTransactionId: string;
  productId: string;
  appAccountToken?: string | undefined;
  trial?: boolean;
}

const DAY = 86_400_000;

/** A signed transaction of `p` for the period starting at `start` (ms). */
export function transaction(store: FakeAppStore, p: Purchase, start: number, extra: object = {}): string {
  return store.sign({
    transactionId: `${p.originalTransactionId}-${start}`,
    originalTransactionId: p.originalTransactionId,
    bundleId: p.bundleId,
    productId: p.productId,
    purchaseDate: start,
    originalPurchaseDate: start,
    expiresDate: start + 30 * DAY,
    quantity: 1,
    type: 'Auto-Renewable Subscription',
    inAppOwnershipType: 'PURCHASED',
    signedDate: start,
    environment: p.environment,
    transactionReason: 'PURCHASE',
    storefront: 'USA',
    ...(p.appAccountToken ? { appAccountToken: p.appAccountToken } : {}),
    ...(p.trial ? { offerType: 1, offerDiscountType: 'FREE_TRIAL' } : {}),
    ...extra,
  });
}

/** A signed notification V2 about `p`: its type, Apple's status, and when it was signed. */
export function notification(
  store: FakeAppStore,
  p: Purchase,
  n: { type: string; subtype?: string; status: number; signedDate: number; periodStart: number },
  autoRenew = 1,
): string {
  const renewal = store.sign({
    originalTransactionId: p.originalTransactionId,
    autoRenewProductId: p.productId,
    productId: p.productId,
    autoRenewStatus: autoRenew,
    signedDate: n.signedDate,
    environment: p.environment,
  });
  return store.sign({
    notificationType: n.type,
    ...(n.subtype ? { subtype: n.subtype } : {}),
    notificationUUID: crypto.randomUUID(),
    version: '2.0',
    signedDate: n.signedDate,
    data: {
      bundleId: p.bundleId,
      environment: p.environment,
      signedTransactionInfo: transaction(store, p, n.periodStart, { signedDate: n.signedDate }),
      signedRenewalInfo: renewal,
      status: n.status,
    },
  });
}
