/** The `shell` namespace: the signed-in app's header, menus and skip link. */
import { registerNamespace } from '../../lib/i18n.ts';
import enShell from '../../locales/en/shell.json' with { type: 'json' };

export const SHELL_NS = 'shell';
registerNamespace(SHELL_NS, enShell);
