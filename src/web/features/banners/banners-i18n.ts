import { registerNamespace } from '../../lib/i18n.ts';
import enBanners from '../../locales/en/banners.json' with { type: 'json' };

registerNamespace('banners', enBanners);
