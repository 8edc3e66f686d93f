import type { z } from 'zod';
import type { subjectApprovalProgressSchema } from '@platform/shared/progress/progress.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { ScrollTable } from '../../ui/table/ScrollTable';

type SubjectApprovalProgress = z.infer<typeof subjectApprovalProgressSchema>;

/** Per subject, its open period's inputs in each state approval deals with. */
export function ApprovalProgressTable({ approval }: { approval: readonly SubjectApprovalProgress[] }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <ScrollTable caption={t('progress.approval.title')} className="progress-table progress-table--approval">
    <thead>
      <tr>
        <th scope="col">{t('progress.column.subject')}</th>
        <th scope="col" className="progress-table__number">
          {t('progress.approval.submitted')}
        </th>
        <th scope="col" className="progress-table__number">
          {t('progress.approval.preapproved')}
        </th>
        <th scope="col" className="progress-table__number">
          {t('progress.approval.approved')}
        </th>
        <th scope="col" className="progress-table__number">
          {t('progress.approval.refused')}
        </th>
      </tr>
    </thead>
    <tbody>
      {approval.map((item) => (
        <tr key={item.key}>
          <th scope="row" className="progress-table__name">
            {item.name[locale]}
          </th>
          <td className="progress-table__number">{item.submitted}</td>
          <td className="progress-table__number">
            {item.approval_levels === 2 ? (
              item.preapproved
            ) : (
              <>
                <span aria-hidden="true" className="progress__muted">
                  —
                </span>
                <span className="visually-hidden">{t('progress.approval.oneLevel')}</span>
              </>
            )}
          </td>
          <td className="progress-table__number">{item.approved}</td>
          <td className={item.refused > 0 ? 'progress-table__number progress-table__refused' : 'progress-table__number'}>{item.refused}</td>
        </tr>
      ))}
    </tbody>
    </ScrollTable>
  );
}
