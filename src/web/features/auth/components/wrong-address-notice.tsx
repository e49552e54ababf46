import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../auth-i18n.ts';

/**
 * Sign-in cannot work at this page's address (the embedded provider serves one address): say
 * where it works, with a link there, and what an administrator sets if this address is the right one.
 */
export function WrongAddressNotice({ address }: { address: string }) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <div role="alert" className="mt-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200">
      <p className="flex items-start gap-2 font-medium">
        <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('wrongAddress.title', { address })}
      </p>
      <p className="mt-1 pl-6">{t('wrongAddress.help')}</p>
      <p className="mt-2 pl-6">
        <a
          href={`${address}/auth/login`}
          className="inline-flex min-h-11 items-center rounded font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('wrongAddress.open', { address })}
        </a>
      </p>
    </div>
  );
}
