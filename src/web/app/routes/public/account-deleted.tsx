import { AccountDeletedPage } from '../../../features/legal/account-deleted-page.tsx';
import { LEGAL_NAMESPACE } from '../../../features/legal/legal-i18n.ts';
import { PublicLayout } from '../../../features/site/public-layout.tsx';
import { preparePublicPage } from '../../../features/site/site-i18n.ts';
import { publicMeta } from '../../../features/site/site.ts';
import { i18n } from '../../../lib/i18n.ts';
import type { Route } from './+types/account-deleted.ts';

/** Runs at build time (prerender) and on client navigation alike: the page's strings first. */
async function load({ request }: { request: Request }) {
  const lng = await preparePublicPage(request, [LEGAL_NAMESPACE]);
  return { lng };
}
export const loader = load;
export const clientLoader = load;

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  const t = i18n.getFixedT(data.lng, LEGAL_NAMESPACE);
  return publicMeta({
    lng: data.lng,
    basePath: '/account-deleted',
    title: t('accountDeleted.metaTitle'),
    description: t('accountDeleted.metaDescription'),
    noindex: true,
  });
}

export default function AccountDeleted({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout>
      <AccountDeletedPage lng={loaderData.lng} />
    </PublicLayout>
  );
}
