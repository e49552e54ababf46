/**
 * The server's public configuration (`GET /api/client-config`), fetched once per page for what the
 * public pages show only when this deployment has it: the App Store listing (the banners) and the
 * landing page's figures. Null when it cannot be read: then neither is shown.
 */
import { getClientConfig, type ClientConfig } from '../../shared/contracts/client-config.ts';
import { api } from './api.ts';

let loading: Promise<ClientConfig | null> | null = null;

export function loadPublicConfig(): Promise<ClientConfig | null> {
  loading ??= api(getClientConfig, { anonymous: true }).catch(() => null);
  return loading;
}
