import type { ClientServerPackage } from '@platform/shared/clients/client-seed';
import { demoServerPackage } from '@platform/client-demo/server';

/** The one place the server names client packages; CLIENT selects among them. */
const CLIENT_PACKAGES: Record<string, ClientServerPackage> = { demo: demoServerPackage };

export function clientPackageFor(name: string): ClientServerPackage {
  const clientPackage = CLIENT_PACKAGES[name];
  if (!clientPackage) throw new Error(`Unknown client "${name}". Known clients: ${Object.keys(CLIENT_PACKAGES).join(', ')}`);
  return clientPackage;
}

export const clientSeedFor = (name: string) => clientPackageFor(name).seed;
