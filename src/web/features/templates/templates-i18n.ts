import { registerNamespace } from '../../lib/i18n.ts';
import enTemplatesUi from '../../locales/en/templates-ui.json' with { type: 'json' };

registerNamespace('templates-ui', enTemplatesUi);

export const TEMPLATES_NAMESPACE = 'templates-ui';
