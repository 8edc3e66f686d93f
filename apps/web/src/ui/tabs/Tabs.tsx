import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The selected tab when controlled. */
  value?: string;
  /** The tab selected first when uncontrolled; defaults to the first tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Blocks switching tabs, e.g. while a form has unsaved changes. */
  disabled?: boolean;
  /** Shown while disabled; defaults to "Save or discard your changes before switching tabs." */
  disabledReason?: string;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Keyboard tabs (arrow keys move between tabs). While disabled, every other tab is disabled and
 * the reason is shown; the selected tab stays focusable so keyboard users keep their place.
 */
export function Tabs({
  tabs,
  value,
  defaultValue,
  onValueChange,
  disabled = false,
  disabledReason,
  'aria-label': ariaLabel,
  className,
}: TabsProps) {
  const t = useT();
  const reasonId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? tabs[0]?.value ?? '');
  const selected = value ?? uncontrolled;

  const select = (next: string) => {
    if (disabled) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <RadixTabs.Root
      className={['ui-tabs', disabled && 'ui-tabs--disabled', className].filter(Boolean).join(' ')}
      value={selected}
      onValueChange={select}
    >
      <RadixTabs.List className="ui-tabs__list" aria-label={ariaLabel} aria-describedby={disabled ? reasonId : undefined}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="ui-tabs__trigger"
            disabled={disabled && tab.value !== selected}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {disabled && (
        <p id={reasonId} className="ui-tabs__reason">
          {disabledReason ?? t('ui.tabs.disabledReason')}
        </p>
      )}
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="ui-tabs__panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
