import {
  index,
  layout,
  prefix,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { PREFIXED_LANGUAGES } from '../lib/public-language.ts';

/**
 * The route table. Views are in the path (/app/board/{boardId}/{view}); redirects live in
 * shared/redirects.ts (served as HTTP redirects, and followed by the not-found route client-side).
 */
/** Public pages, once per language: bare paths in English, `/<lng>/…` for the others. */
function publicRoutes(lng: string): RouteConfigEntry[] {
  const id = (name: string) => (lng === 'en' ? name : `${name}-${lng}`);
  return [
    index('routes/public/landing.tsx', { id: id('landing') }),
    route('landing', 'routes/public/landing.tsx', { id: id('landing-alias') }),
    route('privacy', 'routes/public/privacy.tsx', { id: id('privacy') }),
    route('eula', 'routes/public/eula.tsx', { id: id('eula') }),
    route('about', 'routes/public/about.tsx', { id: id('about') }),
    route('contact', 'routes/public/contact.tsx', { id: id('contact') }),
    route('templates', 'routes/public/templates.tsx', { id: id('templates') }),
    route('templates/:slug', 'routes/public/template.tsx', { id: id('template') }),
    route('account-deleted', 'routes/public/account-deleted.tsx', { id: id('account-deleted') }),
  ];
}

export default [
  // Public pages: prerendered (see prerender.ts).
  ...publicRoutes('en'),
  ...PREFIXED_LANGUAGES.flatMap((lng) => prefix(lng, publicRoutes(lng))),
  route('auth/register', 'routes/public/landing.tsx', { id: 'register-landing' }),

  // Sign-in flow.
  route('auth/login', 'routes/auth/login.tsx'),
  route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
  route('auth/reset-password', 'routes/auth/forgot-password.tsx', { id: 'reset-password' }),
  route('auth/logout', 'routes/auth/logout.tsx'),
  // The desktop app's sign-in return: the system browser's bounce to the app, then its completion.
  route('auth/desktop-callback', 'routes/auth/desktop-callback.tsx'),
  route('callback', 'routes/auth/callback.tsx'),
  // The iOS and Android apps' sign-in return (the custom scheme's callback, opened in the app).
  route('auth/ios-callback', 'routes/auth/native-callback.tsx', { id: 'ios-callback' }),
  route('auth-callback', 'routes/auth/native-callback.tsx', { id: 'android-callback' }),
  // Teams' sign-in popup: on to the identity provider, and back to the tab through Teams.
  route('auth/teams-start', 'routes/auth/teams-start.tsx'),
  route('auth/teams-callback', 'routes/auth/teams-callback.tsx'),

  // The app: signed in only.
  layout('routes/app/guard.tsx', [
    route('app', 'routes/app/shell.tsx', [
      index('routes/app/index.tsx'),
      route('board', 'routes/app/board-redirect.tsx'),
      route('board/:boardId', 'routes/app/board-redirect.tsx', { id: 'board-id-redirect' }),
      route('board/:boardId/:view', 'routes/app/board-view.tsx'),
      route('task/:taskId', 'routes/app/task-link.tsx'),
      route('support', 'routes/app/support.tsx'),
      route('profile', 'routes/app/profile.tsx'),
      route('calendar-settings', 'routes/app/calendar-settings.tsx'),
      route('subscription', 'routes/app/subscription.tsx'),
      route('subscription/success', 'routes/app/subscription-success.tsx'),
      route('subscription/checkout', 'routes/app/subscription-checkout.tsx'),
      route('subscription/portal', 'routes/app/subscription-portal.tsx'),
      route('billing', 'routes/app/billing.tsx'),
      route('notification-settings', 'routes/app/notification-settings.tsx'),
      // Move in from another app (issue 36): the file, then its stored preview, progress and result.
      route('import', 'routes/app/import.tsx'),
      route('import/:moveInId', 'routes/app/import-detail.tsx'),
    ]),
    // The operator's console: its own guard, frame and pages (routes/app/admin.tsx).
    route('app/admin/*', 'routes/app/admin.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
