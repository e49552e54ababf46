/**
 * The iOS app's App Store listing, in one place (spec §2 banners, §7 campaign tags): the listing is
 * the deployment's own app (its Apple ID, `APP_STORE_APP_APPLE_ID`), so nothing links to a store
 * page until one is configured. Every link carries the campaign tag of the banner that sent the
 * visitor: the desktop QR code, the desktop button or the iOS banner.
 */
export type AppStoreCampaign = 'qr_code' | 'desktop_button' | 'mobile_button';

export function appStoreLink(appId: number, campaign: AppStoreCampaign): string {
  return `https://apps.apple.com/app/id${appId}?ct=${campaign}`;
}

/** The QR code of `appStoreLink(id, 'qr_code')` (140 px, error correction M), drawn by the server. */
export const APP_STORE_QR_PATH = '/api/app-store/qr.svg';
export const QR_SIZE = 140;
