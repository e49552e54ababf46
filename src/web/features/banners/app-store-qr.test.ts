// @vitest-environment node
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appStoreLink } from './app-store.ts';
import { appStoreQrSvg } from './app-store-qr.ts';

describe('App Store links', () => {
  it('carry the campaign tag of the banner that shows them', () => {
    expect(appStoreLink('qr_code')).toMatch(/^https:\/\/apps\.apple\.com\/.+\?ct=qr_code$/);
    expect(appStoreLink('desktop_button')).toMatch(/\?ct=desktop_button$/);
    expect(appStoreLink('mobile_button')).toMatch(/\?ct=mobile_button$/);
  });

  it('public/app-store-qr.svg is the current QR code (140 px, level M) — regenerate with scripts/generate-app-store-qr.ts', async () => {
    const file = fs.readFileSync(
      fileURLToPath(new URL('../../../../public/app-store-qr.svg', import.meta.url)),
      'utf8',
    );
    expect(file).toBe(await appStoreQrSvg());
    expect(file).toContain('width="140" height="140"');
  });
});
