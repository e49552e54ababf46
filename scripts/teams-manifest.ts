/**
 * `npm run teams:manifest`: the Teams app package for this deployment, generated from PUBLIC_URL
 * (scripts/teams/app-package.ts). Writes the files and the zip Teams takes (`quadrant-teams.zip`,
 * the files at its root) to build/teams/, or to the folder given as the first argument.
 *   PUBLIC_URL=https://tasks.example.com npm run teams:manifest
 * TEAMS_APP_ID sets the app's id (default: derived from PUBLIC_URL, the same on every run).
 * Sideloading the zip: README "Clients" → "Microsoft Teams and Outlook".
 */
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { teamsAppPackage } from './teams/app-package.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;
const publicUrl = process.env.PUBLIC_URL;
if (!publicUrl) {
  console.error(
    'Set PUBLIC_URL to the https address Quadrant is served at, e.g.\n  PUBLIC_URL=https://tasks.example.com npm run teams:manifest',
  );
  process.exit(2);
}

let files: Record<string, Buffer>;
try {
  files = teamsAppPackage({ publicUrl, version, appId: process.env.TEAMS_APP_ID || undefined });
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}

const out = path.resolve(process.argv[2] ?? path.join(ROOT, 'build', 'teams'));
fs.mkdirSync(out, { recursive: true });
for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(out, name), body);
const zip = path.join(out, 'quadrant-teams.zip');
fs.writeFileSync(
  zip,
  zipSync(Object.fromEntries(Object.entries(files).map(([n, b]) => [n, new Uint8Array(b)]))),
);
console.log(`Teams app package for ${new URL(publicUrl).origin}: ${path.relative(process.cwd(), zip)}`);
