import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Template, TemplateBody, VersionImpact } from '@platform/shared/questionnaires/templates.schemas';
import { isApiError } from '../../../../app/api/api-error';
import { handleCallError } from '../../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../../app/api/use-call-error-handlers';
import { useT } from '../../../../ui/i18n/useT';
import { useNotices } from '../../../../ui/notices/useNotices';
import { templateKeys, templatesApi } from '../templates.api';
import { useSaveTemplate } from '../templates-queries';
import { placeErrors, type PlacedError } from './template-errors';
import { versionChangeOf } from './version-change';
import { bodyOf, type TemplateDraft } from './template-draft';

/** A save the server asked to confirm first: the body sent and the draft it was made from, with the impact. */
export interface PendingVersionChange {
  impact: VersionImpact;
  body: TemplateBody;
  sent: TemplateDraft;
}

/**
 * Saving the template: POST, then PUT with the `updated_at` it was read with. A stale save (409) offers a reload;
 * a refused one (422) gives its errors placed on the draft that was sent; a save that would make a new version
 * (422 VERSION_CHANGE) shows no error at all but asks first, with the impact, and is sent again once confirmed.
 */
export function useTemplateSave({
  saved,
  onSaved,
  onInvalid,
}: {
  saved: Template | null;
  /** The server's template, and the draft it was saved from. */
  onSaved: (template: Template, sent: TemplateDraft, newVersion: boolean) => void;
  /** The errors of a refused save, placed on the draft it was sent from. */
  onInvalid: (placed: PlacedError[], sent: TemplateDraft) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const mutation = useSaveTemplate();
  const [stale, setStale] = useState(false);
  const [versionChange, setVersionChange] = useState<PendingVersionChange | null>(null);

  const send = async (body: TemplateBody, sent: TemplateDraft, newVersion: boolean) => {
    try {
      const template = await mutation.mutateAsync({ id: saved?.id ?? null, body });
      setVersionChange(null);
      onSaved(template, sent, newVersion);
    } catch (error) {
      setVersionChange(null);
      if (isApiError(error) && error.status === 409) {
        setStale(true);
        return;
      }
      if (isApiError(error) && error.kind === 'INVALID') {
        const impact = newVersion ? null : versionChangeOf(error);
        // Spec §5: a VERSION_CHANGE asks to confirm; it is not an invalid template.
        if (impact) setVersionChange({ impact, body, sent });
        else onInvalid(placeErrors(error.details, sent), sent);
        return;
      }
      handleCallError(error, handlers, { isLoad: false });
    }
  };

  return {
    pending: mutation.isPending,
    stale,
    versionChange,
    save: (draft: TemplateDraft) => {
      setStale(false);
      return send(bodyOf(draft, saved?.updated_at), draft, false);
    },
    confirmVersionChange: () => (versionChange ? send({ ...versionChange.body, confirm_version_change: true }, versionChange.sent, true) : Promise.resolve()),
    cancelVersionChange: () => setVersionChange(null),
    keepStale: () => setStale(false),
    /** Reads the template again after a 409; null when it could not be read (said by the common handler). */
    reload: async (): Promise<Template | null> => {
      if (!saved) return null;
      try {
        const fresh = await queryClient.fetchQuery({ queryKey: templateKeys.template(saved.id), queryFn: async () => (await templatesApi.show(saved.id)).template, staleTime: 0 });
        setStale(false);
        notify({ level: 'info', message: t('questionnaireTemplates.stale.reloaded') });
        return fresh;
      } catch (error) {
        handleCallError(error, handlers, { isLoad: false });
        return null;
      }
    },
  };
}
