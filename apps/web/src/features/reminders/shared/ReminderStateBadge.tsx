import type { ReminderState } from '@platform/shared/reminders/reminders.schemas';
import { useT } from '../../../ui/i18n/useT';

const TONE: Record<ReminderState, string> = { scheduled: 'admin-badge--info', paused: 'admin-badge--warning', finished: 'admin-badge--muted' };

/** A reminder's state in a word. */
export function ReminderStateBadge({ state }: { state: ReminderState }) {
  const t = useT();
  return <span className={`admin-badge ${TONE[state]}`}>{t(`reminders.state.${state}`)}</span>;
}
