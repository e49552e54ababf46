/** The providers' names as people know them, in every language. */
import type { BrokerId } from '../../../config-brokers.ts';

export const BROKER_NAMES: Record<BrokerId, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
};
