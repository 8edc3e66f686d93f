import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_KEYS,
  isPermissionKey,
  PERMISSION_SECTIONS,
  permissionPickerItems,
  type LocalizedName,
} from './permission-catalogue.js';

function expectNamed(name: LocalizedName) {
  expect(name.en.trim()).not.toBe('');
  expect(name.fr.trim()).not.toBe('');
}

describe('permission catalogue', () => {
  it('has unique permission keys', () => {
    expect(ALL_PERMISSION_KEYS.length).toBeGreaterThan(0);
    expect(new Set(ALL_PERMISSION_KEYS).size).toBe(ALL_PERMISSION_KEYS.length);
  });

  it('has unique section keys and unique subsection keys', () => {
    const sections = PERMISSION_SECTIONS.map((section) => section.key);
    expect(new Set(sections).size).toBe(sections.length);
    const subsections = PERMISSION_SECTIONS.flatMap((section) => section.subsections.map((subsection) => subsection.key));
    expect(new Set(subsections).size).toBe(subsections.length);
  });

  it('names every section, subsection and item in English and French', () => {
    for (const section of PERMISSION_SECTIONS) {
      expectNamed(section.name);
      expect(section.subsections.length).toBeGreaterThan(0);
      for (const subsection of section.subsections) {
        expectNamed(subsection.name);
        const items = Object.values(subsection.items) as LocalizedName[];
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expectNamed(item);
      }
    }
  });

  it('lists in the picker every item of every subsection, once, with its section and subsection', () => {
    const items = permissionPickerItems();
    expect(items.map((item) => item.key)).toEqual([...ALL_PERMISSION_KEYS]);
    const expected = PERMISSION_SECTIONS.flatMap((section) =>
      section.subsections.flatMap((subsection) => Object.keys(subsection.items).map((key) => ({ key, section, subsection }))),
    );
    expect(items).toHaveLength(expected.length);
    for (const [index, item] of items.entries()) {
      const { key, section, subsection } = expected[index]!;
      expect(item.key).toBe(key);
      expect(item.section).toEqual({ key: section.key, name: section.name });
      expect(item.subsection).toEqual({ key: subsection.key, name: subsection.name });
      expect(item.name).toBe((subsection.items as Record<string, LocalizedName>)[key]);
    }
  });

  it('places a known key under its section and subsection', () => {
    const approve = permissionPickerItems().find((item) => item.key === 'inputs.approve');
    expect(approve).toEqual({
      key: 'inputs.approve',
      name: { en: 'Approve inputs', fr: 'Approuver les saisies' },
      section: { key: 'data', name: { en: 'Data collection', fr: 'Collecte de données' } },
      subsection: { key: 'approval', name: { en: 'Approval', fr: 'Approbation' } },
    });
  });

  it('recognises permission keys and only them', () => {
    for (const key of ALL_PERMISSION_KEYS) expect(isPermissionKey(key)).toBe(true);
    expect(isPermissionKey('users.manage')).toBe(true);
    // Super administration is an account flag: no key, so no role, can grant it.
    expect(isPermissionKey('super_admin.access')).toBe(false);
    expect(isPermissionKey('')).toBe(false);
    expect(isPermissionKey('users')).toBe(false);
    expect(isPermissionKey('administration')).toBe(false);
    expect(isPermissionKey('USERS.MANAGE')).toBe(false);
    expect(isPermissionKey('users.manage ')).toBe(false);
    expect(isPermissionKey('toString')).toBe(false);
  });
});
