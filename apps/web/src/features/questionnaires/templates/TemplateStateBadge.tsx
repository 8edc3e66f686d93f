import type { TemplateState } from '@platform/shared/questionnaires/templates.schemas';
import { useT } from '../../../ui/i18n/useT';

/** The badge's colour for each state: a draft is plain, a published template in use, an archived one set aside. */
const TONES: Record<TemplateState, string> = { draft: 'admin-badge', published: 'admin-badge admin-badge--success', archived: 'admin-badge admin-badge--muted' };

/** A template's state in words (spec §4: state names are not shown), as a short badge. */
export function TemplateStateBadge({ state }: { state: TemplateState }) {
  const t = useT();
  return <span className={TONES[state]}>{t(`questionnaireTemplates.state.${state}`)}</span>;
}
