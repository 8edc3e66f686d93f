import type { ImportColumn } from '@platform/shared/imports/imports.schemas';
import { useT } from '../../ui/i18n/useT';
import { ScrollTable } from '../../ui/table/ScrollTable';
import type { MappingTargetGroup } from './mapping-targets';

interface MappingTableProps {
  columns: readonly ImportColumn[];
  groups: readonly MappingTargetGroup[];
  /** While a run is on its way, the columns wait for its answer. */
  disabled: boolean;
  onChange(header: string, target: string): void;
}

/**
 * How the server read each column of the file (header → target, and why), with a select per column: choosing
 * another target is the caller's cue to check the file again with the corrected mapping.
 */
export function MappingTable({ columns, groups, disabled, onChange }: MappingTableProps) {
  const t = useT();
  const known = new Set(groups.flatMap((group) => group.targets.map((target) => target.value)));
  // A target the server chose that this subject's list lacks stays selectable as it is, under its raw name.
  const unknown = [...new Set(columns.map((column) => column.target).filter((target) => !known.has(target)))];
  return (
    <ScrollTable caption={t('imports.mapping.caption')} stacking className="import-mapping" scrollClassName="import-mapping__scroll">
      <thead>
        <tr>
          <th scope="col">{t('imports.mapping.header')}</th>
          <th scope="col">{t('imports.mapping.target')}</th>
          <th scope="col">{t('imports.mapping.matchedBy')}</th>
        </tr>
      </thead>
      <tbody>
        {columns.map((column) => (
          <tr key={column.header} className={column.target === 'ignore' ? 'import-mapping__ignored' : undefined}>
            <th scope="row" className="import-mapping__header">
              {column.header}
            </th>
            <td data-label={t('imports.mapping.target')}>
              <select
                className="imports-select"
                aria-label={t('imports.mapping.select', { header: column.header })}
                value={column.target}
                disabled={disabled}
                onChange={(event) => onChange(column.header, event.target.value)}
              >
                {groups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.targets.map((target) => (
                      <option key={target.value} value={target.value}>
                        {target.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
                {unknown.length > 0 && (
                  <optgroup label={t('imports.mapping.group.unknown')}>
                    {unknown.map((target) => (
                      <option key={target} value={target}>
                        {target}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
            </td>
            <td data-label={t('imports.mapping.matchedBy')} className={column.matched_by === 'none' || column.matched_by === 'fuzzy' ? 'import-mapping__matched--doubtful' : 'import-mapping__matched'}>
              {t(`imports.mapping.matched.${column.matched_by}`)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
