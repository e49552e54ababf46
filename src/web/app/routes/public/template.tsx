import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useSignedIn } from '../../../features/site/auth-session.ts';
import { PublicLayout } from '../../../features/site/public-layout.tsx';
import { preparePublicPage } from '../../../features/site/site-i18n.ts';
import { publicMeta } from '../../../features/site/site.ts';
import { loadTemplateGuide } from '../../../features/templates/content/index.ts';
import { TemplateGuideView } from '../../../features/templates/template-guide.tsx';
import { TemplateNotFound } from '../../../features/templates/template-not-found.tsx';
import { TEMPLATES_NAMESPACE } from '../../../features/templates/templates-i18n.ts';
import { i18n } from '../../../lib/i18n.ts';
import type { Route } from './+types/template.ts';

/** Prerender and client navigation alike. An unknown slug is `guide: null` (the not-found page). */
async function load(
  { request, params }: { request: Request; params: { slug: string } },
  loadGuide: typeof loadTemplateGuide,
) {
  const lng = await preparePublicPage(request, [TEMPLATES_NAMESPACE]);
  try {
    return { lng, slug: params.slug, guide: await loadGuide(lng, params.slug), failed: false };
  } catch {
    // A chunk that failed to download (offline, new deploy): say so, offer a retry.
    return { lng, slug: params.slug, guide: null, failed: true };
  }
}

export async function loader(args: Route.LoaderArgs) {
  return load(args, loadTemplateGuide);
}

// The prerendered page carries its guide, so the guide loader and its schemas (zod) are fetched
// only when someone navigates to a guide in the browser, not with the page's first load.
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return load(args, async (lng, slug) => {
    const content = await import('../../../features/templates/content/index.ts');
    return content.loadTemplateGuide(lng, slug);
  });
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [];
  const basePath = `/templates/${data.slug}`;
  if (!data.guide) {
    const t = i18n.getFixedT(data.lng, TEMPLATES_NAMESPACE);
    return [
      ...publicMeta({
        lng: data.lng,
        basePath,
        title: t('notFound.metaTitle'),
        description: t('notFound.body'),
        noindex: true,
      }),
      // Tells prerendering services the status this page stands for (spec §2: 404 prerender meta).
      { name: 'prerender-status-code', content: '404' },
    ];
  }
  return publicMeta({
    lng: data.lng,
    basePath,
    title: `${data.guide.title} · Quadrant`,
    description: data.guide.description,
  });
}

export default function Template({ loaderData }: Route.ComponentProps) {
  const signedIn = useSignedIn();
  const revalidator = useRevalidator();
  const { lng, guide, failed } = loaderData;
  const { t } = useTranslation(TEMPLATES_NAMESPACE, { lng });
  return (
    <PublicLayout>
      {guide ? (
        <TemplateGuideView guide={guide} lng={lng} signedIn={signedIn} />
      ) : failed ? (
        <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center text-red-800">
          <p>{t('index.errorPrefix', { message: t('index.loadFailed') })}</p>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            className="mt-4 rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t('index.retry')}
          </button>
        </div>
      ) : (
        <TemplateNotFound lng={lng} />
      )}
    </PublicLayout>
  );
}
