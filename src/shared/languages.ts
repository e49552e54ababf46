/**
 * The UI languages. Kept free of zod (and of anything else heavy) because the public pages import
 * it on their critical path.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
