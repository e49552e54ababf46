/**
 * The Teams app package for one deployment (issue 31, README "Clients"): `manifest.json`, the two
 * icons and one localization file per language besides English, all generated from PUBLIC_URL.
 * - Manifest 1.22: a generally available version past 1.13, so the same package puts the tab in
 *   Teams, Outlook and the Microsoft 365 app. scripts/teams/app-package.test.ts validates it,
 *   offline, against the official schema `@microsoft/app-manifest` bundles.
 * - One personal static tab whose contentUrl is `/teams.html` (the tab's entry; the server lets
 *   Microsoft's hosts frame it: src/server/http/framing.ts), and PUBLIC_URL's host as the one
 *   valid domain (the tab, and the sign-in popup Teams opens there: ADR 0050).
 * - The app id is a name-based UUID of PUBLIC_URL, so regenerating the package for the same
 *   address updates the installed app instead of adding a second one; TEAMS_APP_ID overrides it.
 * - The texts come from the web app's catalogue (src/web/locales/<lng>/teams.json, `app`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { outlineIconPng } from './png.ts';

export const MANIFEST_VERSION = '1.22';
export const SCHEMA_URL = `https://developer.microsoft.com/json-schemas/teams/v${MANIFEST_VERSION}/MicrosoftTeams.schema.json`;
export const LOCALIZATION_SCHEMA_URL = `https://developer.microsoft.com/json-schemas/teams/v${MANIFEST_VERSION}/MicrosoftTeams.Localization.schema.json`;
/** The web app's languages (spec §1); English is the manifest's own. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja', 'it', 'pt'] as const;

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const COLOR_ICON = path.join(ROOT, 'public', 'icons', 'icon-192.png');

const StringsSchema = z.object({
  app: z.object({
    name: z.object({ full: z.string().min(1).max(100) }),
    description: z.object({ short: z.string().min(1).max(80), full: z.string().min(1).max(4000) }),
    tabs: z.object({ board: z.string().min(1).max(128) }),
  }),
});
type Strings = z.infer<typeof StringsSchema>['app'];

/** The package's texts in one language: the `app` part of the web app's `teams` namespace. */
export function readStrings(lng: string): Strings {
  const file = path.join(ROOT, 'src', 'web', 'locales', lng, 'teams.json');
  return StringsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).app;
}

export interface PackageOptions {
  /** The deployment's address: https, as Teams requires of every tab. */
  publicUrl: string;
  /** The app's semver version (Teams updates an installed app when it grows). */
  version: string;
  appId?: string | undefined;
}

/** PUBLIC_URL as the package needs it: https, no path, no trailing slash. */
export function packageOrigin(publicUrl: string): URL {
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:')
    throw new Error(
      `Teams loads tabs over https only: PUBLIC_URL is ${url.origin}. Serve Quadrant at an https address.`,
    );
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`PUBLIC_URL must be an origin (no path or query) for the Teams app: ${publicUrl}`);
  return url;
}

/** The app id for this address (stable across regenerations), unless one is given. */
export function appIdFor(origin: string, given?: string): string {
  if (given) return z.uuid().parse(given);
  return uuidv5(origin, uuidv5.URL);
}

export function teamsManifest(opts: PackageOptions): Record<string, unknown> {
  const origin = packageOrigin(opts.publicUrl);
  const at = (p: string) => new URL(p, origin).href;
  const en = readStrings('en');
  return {
    $schema: SCHEMA_URL,
    manifestVersion: MANIFEST_VERSION,
    version: opts.version,
    id: appIdFor(origin.origin, opts.appId),
    developer: {
      name: 'Quadrant',
      websiteUrl: at('/'),
      privacyUrl: at('/privacy'),
      termsOfUseUrl: at('/eula'),
    },
    name: { short: 'Quadrant', full: en.name.full },
    description: { short: en.description.short, full: en.description.full },
    icons: { color: 'color.png', outline: 'outline.png' },
    accentColor: '#4F46E5',
    staticTabs: [
      {
        entityId: 'board',
        name: en.tabs.board,
        contentUrl: at('/teams.html'),
        websiteUrl: at('/app/board'),
        scopes: ['personal'],
        context: ['personalTab'],
      },
    ],
    validDomains: [origin.host],
    showLoadingIndicator: false,
    localizationInfo: {
      defaultLanguageTag: 'en',
      additionalLanguages: LANGUAGES.filter((l) => l !== 'en').map((l) => ({
        languageTag: l,
        file: `${l}.json`,
      })),
    },
  };
}

export function teamsLocalization(lng: string): Record<string, unknown> {
  const s = readStrings(lng);
  return {
    $schema: LOCALIZATION_SCHEMA_URL,
    'name.short': 'Quadrant',
    'name.full': s.name.full,
    'description.short': s.description.short,
    'description.full': s.description.full,
    'staticTabs[0].name': s.tabs.board,
  };
}

/** Every file of the package, by its name at the package's root. */
export function teamsAppPackage(opts: PackageOptions): Record<string, Buffer> {
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  const files: Record<string, Buffer> = {
    'manifest.json': json(teamsManifest(opts)),
    'color.png': fs.readFileSync(COLOR_ICON),
    'outline.png': outlineIconPng(),
  };
  for (const lng of LANGUAGES) if (lng !== 'en') files[`${lng}.json`] = json(teamsLocalization(lng));
  return files;
}
