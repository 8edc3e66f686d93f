import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ConfigVersion } from '@platform/shared/super-admin/config-versions.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { SuperAdminTable, When } from '../SuperAdminTable';
import { fetchConfig, useApplyVersion, useDeleteVersion } from './config-versions.api';
import { downloadJson } from './config-review';

/** Versions not yet applied: they can be validated, applied and deleted. */
const PENDING: ReadonlySet<string> = new Set(['draft', 'validated', 'failed']);

interface ConfigVersionsTableProps {
  versions: readonly ConfigVersion[];
  onValidate: (version: number) => void;
  validating: number | null;
}

/** Every version, newest first: its status, base, author, times and findings, and what can be done with it. */
export function ConfigVersionsTable({ versions, onValidate, validating }: ConfigVersionsTableProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('superAdmin.config.versions.title')}</h2>
      <SuperAdminTable
        labelledBy={titleId}
        className="jobs config-versions"
        columns={[
          t('superAdmin.config.versions.version'),
          t('superAdmin.config.versions.status'),
          t('superAdmin.config.versions.base'),
          t('superAdmin.config.versions.createdBy'),
          t('superAdmin.config.versions.createdAt'),
          t('superAdmin.config.versions.appliedAt'),
          t('superAdmin.config.versions.findings'),
          t('superAdmin.config.versions.actions'),
        ]}
      >
        {versions.map((version) => (
          <VersionRow key={version.version} version={version} onValidate={onValidate} validating={validating === version.version} />
        ))}
      </SuperAdminTable>
    </section>
  );
}

function VersionRow({ version, onValidate, validating }: { version: ConfigVersion; onValidate: (version: number) => void; validating: boolean }) {
  const t = useT();
  const intl = useIntl();
  const apply = useApplyVersion();
  const remove = useDeleteVersion();
  const { notify } = useNotices();
  const errorHandlers = useCallErrorHandlers();
  const none = t('superAdmin.jobs.none');
  const name = t('superAdmin.config.versions.name', { version: version.version });

  const onApply = async () => {
    try {
      const { version: applied } = await apply.mutateAsync(version.version);
      notify({ level: 'info', message: t('superAdmin.config.notices.applying', { version: applied }) });
    } catch (error) {
      if (isApiError(error) && error.code === 'STATE_CHANGED') notify({ level: 'error', message: error.feedback || t('superAdmin.config.notices.stale') });
      else handleCallError(error, errorHandlers, { isLoad: false });
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(version.version);
      notify({ level: 'success', message: t('superAdmin.config.notices.deleted', { version: version.version }) });
    } catch (error) {
      handleCallError(error, errorHandlers, { isLoad: false });
    }
  };
  const onDownload = async () => {
    try {
      const { config } = await fetchConfig(version.version);
      downloadJson(`configuration-${version.version}.json`, config);
    } catch (error) {
      handleCallError(error, errorHandlers, { isLoad: false });
    }
  };

  const findings = version.update_errors.length + version.update_warnings.length;
  return (
    <tr className={`config-versions__row config-versions__row--${version.status}`}>
      <th scope="row">{name}</th>
      <td>
        <span className={`config-versions__status config-versions__status--${version.status}`}>{t(`superAdmin.config.status.${version.status}`)}</span>
      </td>
      <td>{version.base_version === null ? none : t('superAdmin.config.versions.name', { version: version.base_version })}</td>
      <td>{version.created_by ?? t('superAdmin.config.versions.recorded')}</td>
      <td>
        <When value={version.created_at} />
      </td>
      <td>{version.applied_at ? <When value={version.applied_at} /> : none}</td>
      <td>
        {findings === 0 ? (
          none
        ) : (
          <details className="config-versions__findings">
            <summary>{t('superAdmin.config.versions.findingsCount', { errors: version.update_errors.length, warnings: version.update_warnings.length })}</summary>
            <ul>
              {[...version.update_errors, ...version.update_warnings].map((finding, index) => (
                <li key={`${finding.path}-${index}`}>
                  <code>{finding.path}</code> {finding.message}
                </li>
              ))}
            </ul>
          </details>
        )}
      </td>
      <td className="config-versions__actions">
        <Button size="small" onClick={() => void onDownload()} aria-label={t('superAdmin.config.download.label', { name })}>
          {t('superAdmin.config.download')}
        </Button>
        {PENDING.has(version.status) && (
          <>
            <Button size="small" onClick={() => onValidate(version.version)} loading={validating} aria-label={t('superAdmin.config.validate.label', { name })}>
              {t('superAdmin.config.validate')}
            </Button>
            <ConfirmButton
              size="small"
              variant="primary"
              aria-label={t('superAdmin.config.apply.label', { name })}
              confirm={{
                title: t('superAdmin.config.apply.confirm.title', { version: version.version }),
                message: t('superAdmin.config.apply.confirm.message'),
                confirmLabel: t('superAdmin.config.apply'),
              }}
              onConfirm={onApply}
            >
              {t('superAdmin.config.apply')}
            </ConfirmButton>
            <ConfirmButton
              size="small"
              variant="danger"
              aria-label={t('superAdmin.config.delete.label', { name })}
              confirm={{
                title: t('superAdmin.config.delete.confirm.title', { version: version.version }),
                message: t('superAdmin.config.delete.confirm.message'),
                confirmLabel: t('superAdmin.config.delete'),
                danger: true,
              }}
              onConfirm={onDelete}
            >
              {t('superAdmin.config.delete')}
            </ConfirmButton>
          </>
        )}
        {version.status === 'superseded' && (
          <ConfirmButton
            size="small"
            aria-label={t('superAdmin.config.rollback.label', { name })}
            confirm={{
              title: t('superAdmin.config.rollback.confirm.title', { version: version.version }),
              message: t('superAdmin.config.rollback.confirm.message', {
                version: version.version,
                date: version.applied_at ? intl.formatDate(version.applied_at, { dateStyle: 'medium' }) : none,
              }),
              confirmLabel: t('superAdmin.config.rollback'),
            }}
            onConfirm={onApply}
          >
            {t('superAdmin.config.rollback')}
          </ConfirmButton>
        )}
      </td>
    </tr>
  );
}
