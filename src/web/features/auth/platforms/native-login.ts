/**
 * The apps' sign-in screen (spec §2 "iOS/Android"): Google, Apple (iOS only: Apple's rules
 * require it there, and Android has no Sign in with Apple of its own), Microsoft, then e-mail.
 */
import type { ClientPlatform } from '../../../../shared/platform-rules.ts';
import type { SignInChoice } from '../components/sign-in-options.tsx';

export function nativeSignInOrder(platform: ClientPlatform): SignInChoice[] | undefined {
  if (platform === 'ios') return ['google', 'apple', 'microsoft', 'email'];
  if (platform === 'android') return ['google', 'microsoft', 'email'];
  return undefined;
}
