import { createContext, useContext, type ReactNode } from 'react';
import type { ExtensionPointName, ExtensionPoints } from './extension-points';
import type { ExtensionRegistry } from './extension-registry';

const ExtensionsContext = createContext<ExtensionRegistry | null>(null);

export function ExtensionsProvider({ registry, children }: { registry: ExtensionRegistry; children: ReactNode }) {
  return <ExtensionsContext.Provider value={registry}>{children}</ExtensionsContext.Provider>;
}

/** What the configured client plugged into an extension point, if anything. */
export function useExtension<Name extends ExtensionPointName>(name: Name): ExtensionPoints[Name] | undefined {
  const registry = useContext(ExtensionsContext);
  if (!registry) throw new Error('useExtension must be used within an ExtensionsProvider');
  return registry.get(name);
}
