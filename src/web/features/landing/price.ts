import { PRO_PRICE } from '../../../shared/plans.ts';

/**
 * Whole dollars as a plain number string ("9", "79"). The currency sign and its position come
 * from the translation, not Intl, so prerendered HTML and the browser agree to the character.
 */
export function dollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export const PRO_MONTHLY = dollars(PRO_PRICE.monthly);
export const PRO_YEARLY = dollars(PRO_PRICE.yearly);
