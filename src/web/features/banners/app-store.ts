/**
 * Whether this deployment has an iOS app to offer, and its App Store id (from the server's public
 * configuration, `appStoreId`): the banners show only once it is known and set, so no page ever
 * links to a store page that is not this app's.
 */
import { useEffect, useState } from 'react';
import { loadPublicConfig } from '../../lib/public-config.ts';

export function loadAppStoreId(): Promise<number | null> {
  return loadPublicConfig().then((config) => config?.appStoreId ?? null);
}

/** The App Store id; null while unknown or when the deployment has none. */
export function useAppStoreId(): number | null {
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    void loadAppStoreId().then((value) => {
      if (current) setId(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return id;
}
