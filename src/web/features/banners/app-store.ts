/**
 * The App Store listing, in one place: every link to it carries a campaign tag (spec §7) telling
 * which banner sent the visitor — the desktop QR code, the desktop button or the iOS banner.
 */
export const APP_STORE_URL = 'https://apps.apple.com/app/quadrant/id000000000';

export type AppStoreCampaign = 'qr_code' | 'desktop_button' | 'mobile_button';

export function appStoreLink(campaign: AppStoreCampaign): string {
  return `${APP_STORE_URL}?ct=${campaign}`;
}

/** The QR code image (140 px, error correction M), generated from appStoreLink('qr_code') by scripts/generate-app-store-qr.ts. */
export const APP_STORE_QR_PATH = '/app-store-qr.svg';
export const QR_SIZE = 140;
