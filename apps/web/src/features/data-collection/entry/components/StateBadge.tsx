import type { InputState } from '@platform/shared/data-collection/input-states';
import { useT } from '../../../../ui/i18n/useT';

/** An input's state as a badge (its name in words, so not told by colour alone). */
export function StateBadge({ state }: { state: InputState }) {
  const t = useT();
  return <span className={`input-state input-state--${state}`}>{t(`dataEntry.state.${state}`)}</span>;
}
