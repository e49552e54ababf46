/** The QR code SVG of the App Store link (build-time only: the page loads the generated file). */
import QRCode from 'qrcode';
import { QR_SIZE, appStoreLink } from './app-store.ts';

export function appStoreQrSvg(): Promise<string> {
  return QRCode.toString(appStoreLink('qr_code'), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    width: QR_SIZE,
    margin: 1,
    color: { dark: '#0f172a', light: '#ffffff' },
  });
}
