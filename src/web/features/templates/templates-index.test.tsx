import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateManifestEntry } from './content/index.ts';
import { fetchTemplateManifest, MANIFEST_URL } from './manifest.ts';
import { TemplatesIndex } from './templates-index.tsx';

const templates: TemplateManifestEntry[] = [
  {
    slug: 'nurses',
    persona: 'Nurses',
    description: 'Prioritize patient care on busy shifts.',
    path: '/templates/nurses',
  },
  {
    slug: 'teachers',
    persona: 'Teachers',
    description: 'Plan lessons and marking.',
    path: '/templates/teachers',
  },
];

function renderIndex(props: {
  lng?: 'en' | 'es';
  templates: TemplateManifestEntry[] | null;
  onRetry?: () => void;
}) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <TemplatesIndex
          lng={props.lng ?? 'en'}
          templates={props.templates}
          onRetry={props.onRetry ?? (() => {})}
        />
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('TemplatesIndex', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per persona with its guide link, and the call to try the app', () => {
    renderIndex({ templates });
    expect(screen.getByRole('heading', { level: 2, name: 'For Nurses' })).toBeInTheDocument();
    expect(screen.getByText('Prioritize patient care on busy shifts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View guide to using Quadrant for Nurses' })).toHaveAttribute(
      'href',
      '/templates/nurses',
    );
    expect(screen.getByRole('link', { name: 'View guide to using Quadrant for Teachers' })).toHaveAttribute(
      'href',
      '/templates/teachers',
    );
    expect(screen.getAllByRole('link', { name: 'Try the Digital App' })[0]).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('links to the guides in the page language', () => {
    renderIndex({ lng: 'es', templates });
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/es/templates/nurses');
  });

  it('says "Error: Failed to load templates" and offers a retry when the manifest failed', async () => {
    const onRetry = vi.fn();
    renderIndex({ templates: null, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to load templates');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('fetchTemplateManifest', () => {
  it('reads /templates/manifest.json in English and parses it', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify(templates), { status: 200 }));
    await expect(fetchTemplateManifest('en', fetcher)).resolves.toEqual(templates);
    expect(fetcher).toHaveBeenCalledWith(MANIFEST_URL, expect.anything());
  });

  it('falls back to the bundled list when the published index fails or is malformed (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failures = [
      vi.fn<typeof fetch>().mockResolvedValue(new Response('nope', { status: 500 })),
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
      vi.fn<typeof fetch>().mockResolvedValue(new Response('[{"slug":1}]', { status: 200 })),
    ];
    for (const fetcher of failures) {
      const list = await fetchTemplateManifest('en', fetcher);
      expect(list?.length).toBe(20);
      expect(list?.[0]?.path).toMatch(/^\/templates\//);
    }
    expect(warn.mock.calls.map((c): unknown => c[0])).toEqual(
      Array<string>(3).fill('Failed to load templates index'),
    );
    warn.mockRestore();
  });

  it('reports null, for the page to say so, only when the bundled list fails too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = vi
      .fn<(lng: string) => Promise<TemplateManifestEntry[]>>()
      .mockRejectedValue(new Error('chunk'));
    await expect(
      fetchTemplateManifest('en', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')), broken),
    ).resolves.toBeNull();
    await expect(fetchTemplateManifest('es', vi.fn<typeof fetch>(), broken)).resolves.toBeNull();
    warn.mockRestore();
  });

  it('uses the translated manifest in other languages', async () => {
    const es = await fetchTemplateManifest('es', vi.fn<typeof fetch>());
    expect(es?.length).toBe(20);
  });
});
