import { useRevalidator } from 'react-router';
import { PublicLayout } from '../../../features/site/public-layout.tsx';
import { preparePublicPage } from '../../../features/site/site-i18n.ts';
import { publicMeta } from '../../../features/site/site.ts';
import { loadTemplateManifest } from '../../../features/templates/content/index.ts';
import { fetchTemplateManifest } from '../../../features/templates/manifest.ts';
import { TEMPLATES_NAMESPACE } from '../../../features/templates/templates-i18n.ts';
import { TemplatesIndex } from '../../../features/templates/templates-index.tsx';
import { i18n } from '../../../lib/i18n.ts';
import type { Route } from './+types/templates.ts';

/** Build time: the cards go into the static HTML. */
export async function loader({ request }: Route.LoaderArgs) {
  const lng = await preparePublicPage(request, [TEMPLATES_NAMESPACE]);
  return { lng, templates: await loadTemplateManifest(lng) };
}

/** Client navigation: the published manifest; null when it cannot be loaded. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const lng = await preparePublicPage(request, [TEMPLATES_NAMESPACE]);
  return { lng, templates: await fetchTemplateManifest(lng) };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  const t = i18n.getFixedT(data.lng, TEMPLATES_NAMESPACE);
  return publicMeta({
    lng: data.lng,
    basePath: '/templates',
    title: t('index.metaTitle'),
    description: t('index.metaDescription'),
  });
}

export default function Templates({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <PublicLayout>
      <TemplatesIndex
        lng={loaderData.lng}
        templates={loaderData.templates}
        onRetry={() => void revalidator.revalidate()}
      />
    </PublicLayout>
  );
}
