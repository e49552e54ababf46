/**
 * `npm run mobile:sync`: build the web app and copy it, the Capacitor configuration and the
 * plugins into android/ and ios/ (`cap sync`, offline), then write the deployment's host into
 * the iOS app's app-bound domains. Needs QUADRANT_MOBILE_URL: the https address (the server's
 * PUBLIC_URL) the apps open. Building the APK or IPA itself is Gradle's and Xcode's job (README
 * "Clients").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appBoundDomainsPlist, mobileServerUrl } from './mobile/app-bound-domains.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BINS = {
  reactRouter: path.join(ROOT, 'node_modules/@react-router/dev/bin.js'),
  cap: path.join(ROOT, 'node_modules/@capacitor/cli/bin/capacitor'),
};

function run(bin: string, args: string[]): void {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let url: URL;
try {
  url = mobileServerUrl(process.env.QUADRANT_MOBILE_URL);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}

if (!process.argv.includes('--no-build')) run(BINS.reactRouter, ['build']);
run(BINS.cap, ['sync']);

const plist = path.join(ROOT, 'ios/App/App/Info.plist');
fs.writeFileSync(plist, appBoundDomainsPlist(fs.readFileSync(plist, 'utf8'), url.hostname));
console.log(`The apps open ${url.href}; ${url.hostname} is the iOS app's app-bound domain.`);
