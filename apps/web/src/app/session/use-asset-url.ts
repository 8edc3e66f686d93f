import { useCallback } from 'react';
import { useClient, usePageGlobals } from './page-data';

/** The address of one of the client's static assets: local by default, the CDN when ASSET_BASE_URL says so. */
export function useAssetUrl(): (file: string) => string {
  const { assetBaseUrl } = usePageGlobals();
  const { name } = useClient();
  return useCallback((file) => `${assetBaseUrl}/${name}/${file}`, [assetBaseUrl, name]);
}
