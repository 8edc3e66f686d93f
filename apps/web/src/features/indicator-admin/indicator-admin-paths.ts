export type IndicatorScreen = 'definition' | 'methodology' | 'annotations';

/** The back-office address of one of an indicator's screens. */
export function indicatorAdminPath(key: string, screen: IndicatorScreen = 'definition'): string {
  const base = `/admin/indicators/${encodeURIComponent(key)}`;
  return screen === 'definition' ? base : `${base}/${screen}`;
}

/** The address of an annotation's screens under its indicator: the list, a new one, one to edit or duplicate. */
export function annotationPath(key: string, target: 'new' | { id: number; duplicate?: boolean } | null = null): string {
  const list = indicatorAdminPath(key, 'annotations');
  if (target === null) return list;
  if (target === 'new') return `${list}/new`;
  return `${list}/${target.id}${target.duplicate ? '/duplicate' : ''}`;
}
