import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/languages.ts';
import { ContactForm, type ContactFormProps } from './contact-form.tsx';
import './contact-i18n.ts';

export const SUPPORT_ADDRESS = 'support@quadrant.app';

/** The body of /contact (visitors) and /app/support (signed in, prefilled). */
export function ContactPage({
  lng,
  variant,
  initial,
}: {
  lng: Language;
  variant: 'contact' | 'support';
  initial?: ContactFormProps['initial'];
}) {
  const { t } = useTranslation('contact', { lng });
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t(`${variant}.title`)}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{t(`${variant}.lead`)}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ContactForm lng={lng} {...(initial ? { initial } : {})} />
      </div>
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <Mail aria-hidden className="size-4" />
        <span>
          {t('direct')}{' '}
          <a
            className="font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
            href={`mailto:${SUPPORT_ADDRESS}`}
          >
            {SUPPORT_ADDRESS}
          </a>
        </span>
      </p>
    </div>
  );
}
