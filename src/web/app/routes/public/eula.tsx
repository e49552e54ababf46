import { PublicLayout } from '../../../features/site/public-layout.tsx';
import { preparePublicPage } from '../../../features/site/site-i18n.ts';
import { publicMeta } from '../../../features/site/site.ts';
import { LEGAL_NAMESPACE } from '../../../features/legal/legal-i18n.ts';
import { loadLegalDocument } from '../../../features/legal/legal-content.ts';
import { LegalDocumentView } from '../../../features/legal/legal-document.tsx';
import type { Route } from './+types/eula.ts';

/** Runs at build time (prerender) and on client navigation alike: strings first, then the text. */
async function load({ request }: { request: Request }) {
  const lng = await preparePublicPage(request, [LEGAL_NAMESPACE]);
  return { lng, doc: await loadLegalDocument(lng, 'eula') };
}
export const loader = load;
export const clientLoader = load;

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  return publicMeta({
    lng: data.lng,
    basePath: '/eula',
    title: `${data.doc.title} · Quadrant`,
    description: data.doc.description,
  });
}

export default function Eula({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout>
      <LegalDocumentView doc={loaderData.doc} lng={loaderData.lng} />
    </PublicLayout>
  );
}
