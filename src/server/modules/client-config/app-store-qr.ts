/**
 * The desktop banner's QR code (spec §2, §9: 140 px, error correction M) for this deployment's App
 * Store app, with the `qr_code` campaign tag. Drawn once per process: the id is configuration.
 */
import QRCode from 'qrcode';
import { appStoreLink, QR_SIZE } from '../../../shared/app-store.ts';

const drawn = new Map<number, Promise<string>>();

export function appStoreQrSvg(appId: number): Promise<string> {
  let svg = drawn.get(appId);
  if (!svg) {
    svg = QRCode.toString(appStoreLink(appId, 'qr_code'), {
      type: 'svg',
      errorCorrectionLevel: 'M',
      width: QR_SIZE,
      margin: 1,
      color: { dark: '#0f172a', light: '#ffffff' },
    });
    drawn.set(appId, svg);
  }
  return svg;
}
