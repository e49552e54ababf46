import { Navigate } from 'react-router';
import { CONTACT_NAMESPACE } from '../../../features/contact/contact-i18n.ts';
import { ContactPage } from '../../../features/contact/contact-page.tsx';
import { useSignedIn } from '../../../features/site/auth-session.ts';
import { PublicLayout } from '../../../features/site/public-layout.tsx';
import { preparePublicPage } from '../../../features/site/site-i18n.ts';
import { publicMeta } from '../../../features/site/site.ts';
import { i18n } from '../../../lib/i18n.ts';
import type { Route } from './+types/contact.ts';

async function load({ request }: { request: Request }) {
  const lng = await preparePublicPage(request, [CONTACT_NAMESPACE]);
  return { lng };
}
export const loader = load;
export const clientLoader = load;

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  const t = i18n.getFixedT(data.lng, CONTACT_NAMESPACE);
  return publicMeta({
    lng: data.lng,
    basePath: '/contact',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Visitors write here; signed-in people use /app/support, prefilled with their account (spec §2). */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const signedIn = useSignedIn();
  if (signedIn) return <Navigate to="/app/support" replace />;
  return (
    <PublicLayout>
      <ContactPage lng={loaderData.lng} variant="contact" />
    </PublicLayout>
  );
}
