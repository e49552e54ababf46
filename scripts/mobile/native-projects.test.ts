/**
 * The committed native projects keep what sign-in, push and the calendar need (a `cap add` run
 * again, or a hand edit, must not drop them), and the sync writes the iOS app-bound domain.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_CALLBACK_URL, MOBILE_URL_SCHEME } from '../../src/shared/mobile-app.ts';
import { appBoundDomainsPlist, mobileServerUrl } from './app-bound-domains.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the native projects', () => {
  it('Android opens the sign-in callback (quadrant://callback) in the app', () => {
    const manifest = read('android/app/src/main/AndroidManifest.xml');
    const strings = read('android/app/src/main/res/values/strings.xml');
    expect(new URL(MOBILE_CALLBACK_URL).protocol).toBe(`${MOBILE_URL_SCHEME}:`);
    expect(strings).toContain(`<string name="custom_url_scheme">${MOBILE_URL_SCHEME}</string>`);
    expect(manifest).toMatch(
      /<category android:name="android.intent.category.BROWSABLE" \/>\s*<data android:scheme="@string\/custom_url_scheme" android:host="callback" \/>/,
    );
    expect(manifest).toContain('android.permission.POST_NOTIFICATIONS');
  });

  it('iOS registers the scheme, asks for the calendar with a reason, and signs with push', () => {
    const plist = read('ios/App/App/Info.plist');
    expect(plist).toMatch(/<key>CFBundleURLSchemes<\/key>\s*<array>\s*<string>quadrant<\/string>/);
    expect(plist).toContain('NSCalendarsFullAccessUsageDescription');
    expect(read('ios/App/App/App.entitlements')).toContain('<key>aps-environment</key>');
    expect(
      read('ios/App/App.xcodeproj/project.pbxproj').match(/CODE_SIGN_ENTITLEMENTS = App\/App.entitlements;/g),
    ).toHaveLength(2);
  });

  it('have the offline page the shell shows when the first start finds no connection', () => {
    expect(read('capacitor.config.ts')).toContain("errorPath: 'offline.html'");
    const page = read('public/offline.html');
    for (const lng of ['en', 'es', 'fr', 'de', 'ja', 'it', 'pt']) expect(page).toContain(`<p lang="${lng}">`);
    expect(page).not.toContain('<script');
  });

  it('keeps build outputs and per-deployment files out of git', () => {
    expect(read('android/.gitignore')).toMatch(/^app\/google-services\.json$/m);
    expect(read('android/.gitignore')).toMatch(/^build\/$/m);
    expect(read('ios/.gitignore')).toMatch(/^App\/App\/public$/m);
  });
});

describe('the sync', () => {
  it('needs an https address (plain http only on loopback)', () => {
    expect(() => mobileServerUrl(undefined)).toThrow(/QUADRANT_MOBILE_URL/);
    expect(() => mobileServerUrl('http://tasks.example.com')).toThrow(/https/);
    expect(mobileServerUrl('http://localhost:3000').host).toBe('localhost:3000');
    expect(mobileServerUrl('https://tasks.example.com/').hostname).toBe('tasks.example.com');
  });

  it('makes the deployment host the only app-bound domain, however often it runs', () => {
    const once = appBoundDomainsPlist(read('ios/App/App/Info.plist'), 'tasks.example.com');
    const twice = appBoundDomainsPlist(once, 'tasks.example.com');
    expect(twice).toBe(once);
    expect(once.match(/<key>WKAppBoundDomains<\/key>/g)).toHaveLength(1);
    expect(once).toMatch(
      /<key>WKAppBoundDomains<\/key>\s*<array>\s*<string>tasks\.example\.com<\/string>\s*<\/array>\s*<\/dict>\s*<\/plist>/,
    );
    expect(appBoundDomainsPlist(once, 'other.example.org')).not.toContain('tasks.example.com');
  });
});
