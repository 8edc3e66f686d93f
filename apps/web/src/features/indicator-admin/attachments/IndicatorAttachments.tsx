import { useQueryClient } from '@tanstack/react-query';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';
import { RecordAttachments } from '../../../app/attachments/RecordAttachments';
import { useRecordAttachments } from '../../../app/attachments/useRecordAttachments';
import { useT } from '../../../ui/i18n/useT';
import { indicatorKeys } from '../../indicators/indicators.api';
import { indicatorRecord } from './indicator-record';

/** Documents attached to an indicator, shown with it on its public page. */
export function IndicatorAttachments({ indicator }: { indicator: Indicator }) {
  const t = useT();
  const queryClient = useQueryClient();
  const attachments = useRecordAttachments(indicatorRecord(indicator), {
    deleteFailed: 'indicatorAdmin.attachments.deleteFailed',
    // The indicator's own answer lists its attachments too.
    onFilesChange: () => void queryClient.invalidateQueries({ queryKey: indicatorKeys.indicator(indicator.key), refetchType: 'none' }),
  });
  return (
    <RecordAttachments
      attachments={attachments}
      id="indicator-attachments"
      className="indicator-admin__attachments"
      title={t('indicatorAdmin.attachments.title')}
      intro={t('indicatorAdmin.attachments.intro')}
      deletedMessage={(name) => t('indicatorAdmin.attachments.deleted', { name })}
    />
  );
}
