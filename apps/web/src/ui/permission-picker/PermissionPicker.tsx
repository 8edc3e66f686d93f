import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../form/FieldShell';
import { useT } from '../i18n/useT';
import { GroupCheckbox } from './GroupCheckbox';
import { groupItems, groupState, orderedChoice, toggleGroup, toggleItem, type PickerItem, type PickerName, type PickerSection } from './permission-groups';
import './PermissionPicker.css';

export type { PickerItem } from './permission-groups';

export interface PermissionPickerProps {
  /** The choosable items, in the order they show (their sections and subsections in the order they first appear). */
  items: readonly PickerItem[];
  /** The chosen keys. */
  value: readonly string[];
  /** The chosen keys after a change, in the items' order. */
  onChange(value: string[]): void;
  /** The legend of the whole picker. */
  label: string;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  /** Keys shown but not changeable (kept chosen or unchosen as they are), explained by `lockedHint`. */
  lockedKeys?: ReadonlySet<string>;
  lockedHint?: string;
  /** Level of the sections' headings, under the page's own. */
  headingLevel?: 2 | 3 | 4;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Permission items grouped in collapsible sections and subsections (spec §2, shared widgets), each group with a
 * select-all box (checked, mixed or clear) and each section with the count of its chosen items. Names show in
 * the current language. Every control is a native checkbox or button, so the keyboard and screen readers work
 * as everywhere else.
 */
export function PermissionPicker({ items, value, onChange, label, hint, error, disabled = false, lockedKeys = NONE, lockedHint, headingLevel = 3 }: PermissionPickerProps) {
  const t = useT();
  const id = useId();
  const sections = useMemo(() => groupItems(items), [items]);
  const chosen = useMemo(() => new Set(value), [value]);
  const emit = (next: Set<string>) => onChange(orderedChoice(items, next, value));
  const selectedCount = items.filter((item) => chosen.has(item.key)).length;
  const showsLockedHint = lockedHint !== undefined && items.some((item) => lockedKeys.has(item.key));
  const describedBy = [error ? `${id}-error` : null, hint !== undefined ? `${id}-hint` : null, showsLockedHint ? `${id}-locked` : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={`ui-permission-picker${error ? ' ui-permission-picker--invalid' : ''}`} disabled={disabled} aria-describedby={describedBy}>
      <legend className="ui-permission-picker__legend">{label}</legend>
      <p className="ui-permission-picker__total">{t('roles.picker.total', { selected: selectedCount, total: items.length })}</p>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="ui-permission-picker__hint">
          {hint}
        </p>
      )}
      {showsLockedHint && (
        <p id={`${id}-locked`} className="ui-permission-picker__hint">
          {lockedHint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
      {sections.map((section) => (
        <SectionView
          key={section.key}
          section={section}
          chosen={chosen}
          locked={lockedKeys}
          disabled={disabled}
          headingLevel={headingLevel}
          onToggleGroup={(groupItemsOf) => emit(toggleGroup(groupItemsOf, chosen, lockedKeys))}
          onToggleItem={(key) => emit(toggleItem(key, chosen))}
        />
      ))}
    </fieldset>
  );
}

function useLocalName(): (name: PickerName) => string {
  const { locale } = useIntl();
  return (name) => (locale.startsWith('fr') ? name.fr : name.en);
}

function SectionView({
  section,
  chosen,
  locked,
  disabled,
  headingLevel,
  onToggleGroup,
  onToggleItem,
}: {
  section: PickerSection;
  chosen: ReadonlySet<string>;
  locked: ReadonlySet<string>;
  disabled: boolean;
  headingLevel: 2 | 3 | 4;
  onToggleGroup(items: readonly PickerItem[]): void;
  onToggleItem(key: string): void;
}) {
  const t = useT();
  const nameOf = useLocalName();
  const id = useId();
  const [open, setOpen] = useState(true);
  const Heading = `h${headingLevel}` as const;
  const name = nameOf(section.name);
  const selected = section.items.filter((item) => chosen.has(item.key)).length;
  const allLocked = (items: readonly PickerItem[]) => items.every((item) => locked.has(item.key));

  return (
    <section className="ui-permission-picker__section" aria-labelledby={`${id}-heading`}>
      <div className="ui-permission-picker__section-head">
        <GroupCheckbox
          state={groupState(section.items, chosen)}
          label={t('roles.picker.selectAll', { group: name })}
          disabled={disabled || allLocked(section.items)}
          onToggle={() => onToggleGroup(section.items)}
        />
        <Heading id={`${id}-heading`} className="ui-permission-picker__heading">
          <button type="button" className="ui-permission-picker__disclosure" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
            <span className="ui-permission-picker__chevron" aria-hidden="true" />
            <span>{name}</span>
          </button>
        </Heading>
        <span className="ui-permission-picker__count">{t('roles.picker.count', { selected, total: section.items.length })}</span>
      </div>
      <div id={`${id}-body`} className="ui-permission-picker__body" data-open={open}>
        <div className="ui-permission-picker__body-inner">
          {section.subsections.map((subsection) => {
            const subsectionName = nameOf(subsection.name);
            // The group is named by the subsection alone; its select-all box says "All of …".
            const nameId = `${id}-${subsection.key}`;
            return (
              <fieldset key={subsection.key} className="ui-permission-picker__subsection" aria-labelledby={nameId}>
                <legend className="ui-permission-picker__subsection-legend">
                  <GroupCheckbox
                    state={groupState(subsection.items, chosen)}
                    label={t('roles.picker.selectAll', { group: subsectionName })}
                    visibleLabel={subsectionName}
                    visibleLabelId={nameId}
                    disabled={disabled || allLocked(subsection.items)}
                    onToggle={() => onToggleGroup(subsection.items)}
                  />
                </legend>
                <ul className="ui-permission-picker__items">
                  {subsection.items.map((item) => (
                    <li key={item.key}>
                      <label className={`ui-permission-picker__item${locked.has(item.key) ? ' ui-permission-picker__item--locked' : ''}`}>
                        <input
                          type="checkbox"
                          className="ui-permission-picker__box"
                          checked={chosen.has(item.key)}
                          disabled={disabled || locked.has(item.key)}
                          onChange={() => onToggleItem(item.key)}
                        />
                        <span>{nameOf(item.name)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            );
          })}
        </div>
      </div>
    </section>
  );
}
