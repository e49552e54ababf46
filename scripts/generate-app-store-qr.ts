/**
 * Writes public/app-store-qr.svg: the QR code of the App Store link with its `qr_code` campaign
 * tag (spec §2, §9: 140 px, error correction M). Run after changing APP_STORE_URL:
 *   npx node scripts/generate-app-store-qr.ts
 * A unit test (src/web/features/banners/app-store-qr.test.ts) fails if the file is stale.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appStoreQrSvg } from '../src/web/features/banners/app-store-qr.ts';

const target = fileURLToPath(new URL('../public/app-store-qr.svg', import.meta.url));
fs.writeFileSync(target, await appStoreQrSvg());
console.log(`wrote ${target}`);
