import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../lib/public-language.ts';
import { scrollToSection } from './scroll-to-section.ts';
import { usePublicLanguage } from './site-i18n.ts';

const LANDING_PATHS = new Set(['/', '/landing', '/auth/register']);

/**
 * A link to a landing-page section (#features, #pricing, #what-is). On the landing page it
 * scrolls there smoothly with the header offset; elsewhere it navigates to the landing page.
 */
export function SectionLink({
  id,
  className,
  onNavigate,
  children,
}: {
  id: string;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const { lng, basePath } = usePublicLanguage();
  return (
    <Link
      to={`${localizedPath('/', lng)}#${id}`}
      className={className}
      data-section={id}
      onClick={(event) => {
        onNavigate?.();
        if (LANDING_PATHS.has(basePath) && scrollToSection(id)) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
