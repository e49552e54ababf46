import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table. Views are in the path (/app/board/{boardId}/{view}); redirects live in
 * shared/redirects.ts (served as HTTP redirects, and followed by the not-found route client-side).
 */
export default [
  // Public pages: prerendered (see prerender.ts).
  index('routes/public/landing.tsx'),
  route('landing', 'routes/public/landing.tsx', { id: 'landing-alias' }),
  route('auth/register', 'routes/public/landing.tsx', { id: 'register-landing' }),
  route('privacy', 'routes/public/privacy.tsx'),
  route('eula', 'routes/public/eula.tsx'),
  route('about', 'routes/public/about.tsx'),
  route('contact', 'routes/public/contact.tsx'),
  route('templates', 'routes/public/templates.tsx'),
  route('templates/:slug', 'routes/public/template.tsx'),
  route('account-deleted', 'routes/public/account-deleted.tsx'),

  // Sign-in flow.
  route('auth/login', 'routes/auth/login.tsx'),
  route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
  route('auth/reset-password', 'routes/auth/forgot-password.tsx', { id: 'reset-password' }),
  route('auth/logout', 'routes/auth/logout.tsx'),
  route('callback', 'routes/auth/callback.tsx'),

  // The app: signed in only.
  layout('routes/app/guard.tsx', [
    route('app', 'routes/app/shell.tsx', [
      index('routes/app/index.tsx'),
      route('board', 'routes/app/board-redirect.tsx'),
      route('board/:boardId', 'routes/app/board-redirect.tsx', { id: 'board-id-redirect' }),
      route('board/:boardId/:view', 'routes/app/board-view.tsx'),
      route('support', 'routes/app/support.tsx'),
    ]),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
