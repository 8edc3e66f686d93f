import type { Import } from '@platform/shared/imports/imports.schemas';
import type { ConfirmOptions } from '../../ui/confirm/confirm-types';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { useCancelImport, useDeleteImport } from './imports-queries';

/** Cancel and delete, each with its confirmation and notice; failures go to the common handler. */
export function useImportActions() {
  const t = useT();
  const { notify } = useNotices();
  const cancel = useCancelImport();
  const remove = useDeleteImport();
  return {
    busy: cancel.isPending || remove.isPending,
    cancelConfirm: (record: Pick<Import, 'file_name'>): ConfirmOptions => ({
      title: t('imports.cancel.title'),
      message: t('imports.cancel.message', { file: record.file_name }),
      confirmLabel: t('imports.cancel.confirm'),
      cancelLabel: t('imports.cancel.keep'),
      danger: true,
    }),
    deleteConfirm: (record: Pick<Import, 'file_name'>): ConfirmOptions => ({
      title: t('imports.delete.title'),
      message: t('imports.delete.message', { file: record.file_name }),
      confirmLabel: t('imports.action.delete'),
      danger: true,
    }),
    cancel: async (record: Pick<Import, 'id' | 'file_name'>) => {
      try {
        await cancel.mutateAsync(record.id);
      } catch {
        return;
      }
      notify({ level: 'info', message: t('imports.notices.cancelRequested', { file: record.file_name }) });
    },
    remove: async (record: Pick<Import, 'id' | 'file_name'>) => {
      try {
        await remove.mutateAsync(record.id);
      } catch {
        return;
      }
      notify({ level: 'success', message: t('imports.notices.deleted', { file: record.file_name }) });
    },
  };
}
