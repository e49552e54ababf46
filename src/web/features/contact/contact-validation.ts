/**
 * Inline validation of the contact form, by the same limits as the server's contract, returning
 * i18n keys (with values) instead of English text so every message is translated.
 */
import { z } from 'zod';
import { CONTACT_LIMITS } from '../../../shared/contracts/contact.ts';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export interface FieldError {
  key: string;
  values?: Record<string, number>;
}

const EmailSchema = z.email();

export function validateField(field: ContactField, raw: string): FieldError | null {
  const value = raw.trim();
  switch (field) {
    case 'email':
      if (value === '') return { key: 'errors.emailRequired' };
      return EmailSchema.safeParse(value).success && value.length <= 254
        ? null
        : { key: 'errors.emailInvalid' };
    case 'message': {
      const { min, max } = CONTACT_LIMITS.message;
      if (value.length < min) return { key: 'errors.messageTooShort', values: { min } };
      return value.length > max ? { key: 'errors.tooLong', values: { max } } : null;
    }
    default: {
      const { max } = CONTACT_LIMITS[field];
      if (value === '') return { key: `errors.${field}Required` };
      return value.length > max ? { key: 'errors.tooLong', values: { max } } : null;
    }
  }
}

export function validateContact(values: ContactValues): Partial<Record<ContactField, FieldError>> {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
