import { useNotices } from '../../../ui/notices/useNotices';
import { useT } from '../../../ui/i18n/useT';
import { actionErrorMessage } from './action-outcome';
import {
  useDeleteSection,
  useDeleteSubject,
  useRandomizedData,
  useRecomputeTagLeaves,
  useRestoreSection,
  useRestoreSubject,
} from './subjects-admin.api';

/**
 * The subjects page's actions, each told in a notice: what it did, or why the server refused it (production,
 * a deleted section, a restore someone else made first…). Each resolves once done, so its button shows as busy.
 */
export function useSubjectActions() {
  const t = useT();
  const { notify } = useNotices();
  const deleteSubject = useDeleteSubject();
  const restoreSubject = useRestoreSubject();
  const deleteSection = useDeleteSection();
  const restoreSection = useRestoreSection();
  const tagLeaves = useRecomputeTagLeaves();
  const randomized = useRandomizedData();

  const run = async <T>(action: () => Promise<T>, success: (result: T) => string) => {
    try {
      notify({ level: 'success', message: success(await action()) });
    } catch (error) {
      notify({ level: 'error', message: actionErrorMessage(t, error) });
    }
  };

  return {
    deleteSubject: (key: string) => run(() => deleteSubject.mutateAsync(key), () => t('superAdmin.subjects.notices.deleted', { key })),
    restoreSubject: (key: string) => run(() => restoreSubject.mutateAsync(key), () => t('superAdmin.subjects.notices.restored', { key })),
    deleteSection: (key: string) => run(() => deleteSection.mutateAsync(key), () => t('superAdmin.subjects.notices.sectionDeleted', { key })),
    restoreSection: (key: string) => run(() => restoreSection.mutateAsync(key), () => t('superAdmin.subjects.notices.restored', { key })),
    tagLeaves: (key: string) => run(() => tagLeaves.mutateAsync(key), (counts) => t('superAdmin.subjects.notices.tagLeaves', { ...counts })),
    randomizedData: (key: string) =>
      run(
        () => randomized.mutateAsync(key),
        (result) =>
          result.period === null || result.combinations === 0
            ? t('superAdmin.subjects.notices.randomizedNoPeriod')
            : t('superAdmin.subjects.notices.randomized', { created: result.created, period: result.period }),
      ),
  };
}

export type SubjectActions = ReturnType<typeof useSubjectActions>;
