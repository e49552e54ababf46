/**
 * Apple's signed data, verified with Apple's own library (`@apple/app-store-server-library`):
 * the certificate chain in each JWS must end at a configured root (Apple Root CA - G3 unless
 * APP_STORE_ROOT_CERTS says otherwise), carry Apple's certificate extensions, and sign the data;
 * bundle id, app id and environment must be ours. Anything else is refused before it is read.
 */
import { createRequire } from 'node:module';
import type {
  JWSRenewalInfoDecodedPayload,
  JWSTransactionDecodedPayload,
  ResponseBodyV2DecodedPayload,
} from '@apple/app-store-server-library';
import type * as AppStoreLibrary from '@apple/app-store-server-library';
import type { AppStoreConfig } from '../../config-billing.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Apple's library (about 95 modules) loads when Apple is configured, not at every start: most
 * servers never take an App Store notification (start time and idle memory, ADR 0032).
 */
const require = createRequire(import.meta.url);
const appStore = (): typeof AppStoreLibrary =>
  require('@apple/app-store-server-library') as typeof AppStoreLibrary;

export interface AppleVerifier {
  notification(signedPayload: string): Promise<ResponseBodyV2DecodedPayload>;
  transaction(jws: string): Promise<JWSTransactionDecodedPayload>;
  renewal(jws: string): Promise<JWSRenewalInfoDecodedPayload>;
}

/**
 * A failed check as one of our errors, naming the field that carried the signed value; retryable
 * ones (Apple's revocation service unreachable) ask the sender to try again.
 */
function refused(err: unknown, what: string, field: string): never {
  const { VerificationException, VerificationStatus } = appStore();
  if (err instanceof VerificationException) {
    if (err.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE)
      throw new AppError('UNAVAILABLE', `Apple's certificates could not be checked just now. Please retry.`);
    throw new AppError(
      'VALIDATION_FAILED',
      `The ${what} is not signed by the App Store for this app (${VerificationStatus[err.status] ?? err.status}).`,
      { field },
    );
  }
  throw new AppError('VALIDATION_FAILED', `The ${what} could not be read.`, { field });
}

export function createAppleVerifier(config: AppStoreConfig): AppleVerifier {
  const { Environment, SignedDataVerifier } = appStore();
  const environments = {
    Production: Environment.PRODUCTION,
    Sandbox: Environment.SANDBOX,
    LocalTesting: Environment.LOCAL_TESTING,
  } as const;
  const verifier = new SignedDataVerifier(
    config.rootCertificates,
    config.onlineChecks,
    environments[config.environment],
    config.bundleId,
    config.appAppleId,
  );
  const guard =
    <T>(what: string, field: string, fn: (jws: string) => Promise<T>) =>
    async (jws: string): Promise<T> => {
      try {
        return await fn(jws);
      } catch (err) {
        return refused(err, what, field);
      }
    };
  return {
    notification: guard('notification', 'signedPayload', (p) => verifier.verifyAndDecodeNotification(p)),
    transaction: guard('transaction', 'signedTransaction', (j) => verifier.verifyAndDecodeTransaction(j)),
    renewal: guard('renewal information', 'signedRenewalInfo', (j) => verifier.verifyAndDecodeRenewalInfo(j)),
  };
}
