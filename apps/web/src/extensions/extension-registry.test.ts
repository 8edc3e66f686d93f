import { describe, expect, it } from 'vitest';
import { EXTENSION_POINT_NAMES, type ExtensionPointName } from './extension-points';
import { ExtensionRegistry } from './extension-registry';

describe('ExtensionRegistry', () => {
  it('knows the fourteen extension points of the spec', () => {
    expect(EXTENSION_POINT_NAMES).toHaveLength(14);
    expect(new Set(EXTENSION_POINT_NAMES).size).toBe(14);
  });

  it('returns what was registered under a name', () => {
    const registry = new ExtensionRegistry();
    const overrides = { chart: { backgroundColor: 'transparent' } };
    registry.register('chart global overrides', overrides);
    expect(registry.get('chart global overrides')).toBe(overrides);
    expect(registry.has('footer')).toBe(false);
    expect(registry.get('footer')).toBeUndefined();
  });

  it('throws for an unknown name, on registration and on lookup', () => {
    const registry = new ExtensionRegistry();
    expect(() => registry.register('sidebar' as ExtensionPointName, {} as never)).toThrow(
      'The hook sidebar is not recognized',
    );
    expect(() => registry.get('headerr' as ExtensionPointName)).toThrow('The hook headerr is not recognized');
  });
});
