import { registerClient as registerDemo } from '@platform/client-demo/web';
import { ExtensionRegistry } from './extension-registry';

/**
 * The one place the web app names client packages. The server says which
 * client this is (page globals); its package fills the registry.
 */
const CLIENT_PACKAGES: Record<string, (registry: ExtensionRegistry) => void> = { demo: registerDemo };

export function registryFor(clientName: string): ExtensionRegistry {
  const registry = new ExtensionRegistry();
  CLIENT_PACKAGES[clientName]?.(registry);
  return registry;
}
