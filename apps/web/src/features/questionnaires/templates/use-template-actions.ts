import { useNavigate } from 'react-router';
import type { Template, TemplateEvent } from '@platform/shared/questionnaires/templates.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { templatePath } from '../questionnaires-paths';
import { useDeleteTemplate, useDuplicateTemplate, useTransitionTemplate } from './templates-queries';

const DONE = { publish: 'questionnaireTemplates.notices.published', archive: 'questionnaireTemplates.notices.archived', restore: 'questionnaireTemplates.notices.restored' } as const;

/**
 * What the list and the builder do to a saved template, with their notices: copy it (and open the copy),
 * publish, archive or restore it, delete it. Each answers whether it was done; a refusal has been said.
 */
export function useTemplateActions() {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const duplicate = useDuplicateTemplate();
  const transition = useTransitionTemplate();
  const remove = useDeleteTemplate();

  return {
    duplicating: duplicate.isPending,
    transitioning: transition.isPending,
    /** Copies the template as a new draft and opens the copy; `beforeLeaving` lets the navigation through a guard. */
    async duplicate(template: { id: number }, name: string, beforeLeaving?: () => void): Promise<boolean> {
      try {
        const copy = await duplicate.mutateAsync(template.id);
        notify({ level: 'success', message: t('questionnaireTemplates.notices.duplicated', { name }) });
        beforeLeaving?.();
        navigate(templatePath(copy.id));
        return true;
      } catch {
        return false; // The common handler has told the user.
      }
    },
    /** Moves the template; an event its state no longer allows (moved by someone else since) is said as such. */
    async transition(template: { id: number }, event: TemplateEvent, name: string): Promise<Template | null> {
      try {
        const moved = await transition.mutateAsync({ id: template.id, event });
        notify({ level: 'success', message: t(DONE[event], { name, version: moved.version }) });
        return moved;
      } catch (error) {
        if (isApiError(error) && error.kind === 'INVALID') notify({ level: 'error', message: t('questionnaireTemplates.notices.transitionRefused', { name }) });
        else handleCallError(error, handlers, { isLoad: false });
        return null;
      }
    },
    async remove(template: { id: number }, name: string): Promise<boolean> {
      try {
        await remove.mutateAsync(template.id);
      } catch {
        return false; // The common handler has told the user.
      }
      notify({ level: 'success', message: t('questionnaireTemplates.notices.deleted', { name }) });
      return true;
    },
  };
}
