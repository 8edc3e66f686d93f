import { EXTENSION_POINT_NAMES, type ExtensionPointName, type ExtensionPoints } from './extension-points';

/**
 * Holds what a client package plugged into each extension point. Names are
 * checked at registration and lookup, so a typo fails loudly instead of
 * silently rendering nothing.
 */
export class ExtensionRegistry {
  private readonly implementations = new Map<ExtensionPointName, unknown>();

  register<Name extends ExtensionPointName>(name: Name, implementation: ExtensionPoints[Name]): this {
    assertKnown(name);
    this.implementations.set(name, implementation);
    return this;
  }

  get<Name extends ExtensionPointName>(name: Name): ExtensionPoints[Name] | undefined {
    assertKnown(name);
    return this.implementations.get(name) as ExtensionPoints[Name] | undefined;
  }

  has(name: ExtensionPointName): boolean {
    assertKnown(name);
    return this.implementations.has(name);
  }
}

function assertKnown(name: string): asserts name is ExtensionPointName {
  if (!(EXTENSION_POINT_NAMES as readonly string[]).includes(name)) {
    throw new Error(`The hook ${name} is not recognized`);
  }
}

/** What a client package exports for the web: a function that fills the registry. */
export type ClientRegistration = (registry: ExtensionRegistry) => void;
