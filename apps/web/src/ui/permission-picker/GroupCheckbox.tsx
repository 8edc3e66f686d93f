import { MixedCheckbox } from '../form/MixedCheckbox';
import type { GroupState } from './permission-groups';

/**
 * A group's select-all box: checked when every item is chosen, mixed when some are (the native
 * `indeterminate` state, which browsers announce as "mixed"), clear when none.
 */
export function GroupCheckbox({
  state,
  label,
  visibleLabel,
  visibleLabelId,
  disabled,
  onToggle,
}: {
  state: GroupState;
  /** The accessible name; it contains the visible label, if any. */
  label: string;
  visibleLabel?: string;
  /** The id of the visible label, for the group it names. */
  visibleLabelId?: string;
  disabled?: boolean;
  onToggle(): void;
}) {
  return (
    <label className="ui-permission-picker__group-toggle">
      <MixedCheckbox className="ui-permission-picker__box" label={label} checked={state === 'all'} mixed={state === 'some'} disabled={disabled} onChange={() => onToggle()} />
      {visibleLabel !== undefined && (
        <span id={visibleLabelId} className="ui-permission-picker__group-name">
          {visibleLabel}
        </span>
      )}
    </label>
  );
}
