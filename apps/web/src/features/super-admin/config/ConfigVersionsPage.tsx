import { useState } from 'react';
import { FormattedDate } from 'react-intl';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { QueryState } from '../../../ui/query-state/QueryState';
import { fetchConfig, useConfigClient, useValidateConfig } from './config-versions.api';
import { downloadJson, reviewOfInvalidConfig } from './config-review';
import { ConfigEditor } from './ConfigEditor';
import { ConfigReviewPanel, type ConfigReview } from './ConfigReviewPanel';
import { ConfigVersionsTable } from './ConfigVersionsTable';
import './config-versions.css';

/**
 * /super_admin/update: the client's configuration as versioned documents. The active one is downloaded or
 * copied into a new version; a version is validated (diff and impact), applied in a job (an info notice says so
 * while it is `updating`), or an earlier one applied again to roll back.
 */
export function ConfigVersionsPage() {
  const t = useT();
  const client = useConfigClient();
  const errorHandlers = useCallErrorHandlers();
  const validate = useValidateConfig();
  const [editor, setEditor] = useState<{ base: number; text: string } | null>(null);
  const [opening, setOpening] = useState(false);
  const [review, setReview] = useState<{ version: number; review: ConfigReview } | null>(null);
  const [validating, setValidating] = useState<number | null>(null);

  const openEditor = async () => {
    setOpening(true);
    try {
      const active = await fetchConfig('active');
      setEditor({ base: active.version, text: JSON.stringify(active.config, null, 2) });
      setReview(null);
    } catch (error) {
      handleCallError(error, errorHandlers, { isLoad: false });
    } finally {
      setOpening(false);
    }
  };
  const downloadActive = async () => {
    try {
      const active = await fetchConfig('active');
      downloadJson(`configuration-${active.version}.json`, active.config);
    } catch (error) {
      handleCallError(error, errorHandlers, { isLoad: false });
    }
  };
  const validateVersion = async (version: number) => {
    setValidating(version);
    try {
      const answer = await validate.mutateAsync({ version });
      setReview({ version, review: { errors: answer.errors, warnings: answer.warnings, diff: answer.diff, impact: answer.impact } });
    } catch (error) {
      const invalid = reviewOfInvalidConfig(error);
      if (invalid) setReview({ version, review: invalid });
      else handleCallError(error, errorHandlers, { isLoad: false });
    } finally {
      setValidating(null);
    }
  };

  return (
    <>
      <h1>{t('superAdmin.config.title')}</h1>
      <QueryState query={client} loadingLabel={t('superAdmin.config.loading')} failedMessage={t('superAdmin.config.failed')} isEmpty={() => false} emptyMessage="">
        {({ client: data }) => {
          const updating = data.versions.find((version) => version.status === 'updating');
          const active = data.versions.find((version) => version.version === data.active_version);
          return (
            <>
              {updating && (
                <div className="ui-callout config-versions__updating" role="status">
                  {t('superAdmin.config.updating', { version: updating.version })}
                </div>
              )}
              <section className="config-versions__active">
                <p>
                  {t('superAdmin.config.active', { version: data.active_version })}
                  {active?.applied_at && (
                    <>
                      {' '}
                      {t('superAdmin.config.appliedOn')} <FormattedDate value={active.applied_at} dateStyle="medium" timeStyle="short" />
                    </>
                  )}
                </p>
                <div className="config-versions__toolbar">
                  <Button onClick={() => void downloadActive()}>{t('superAdmin.config.downloadActive')}</Button>
                  {!editor && (
                    <Button variant="primary" onClick={() => void openEditor()} loading={opening}>
                      {t('superAdmin.config.new')}
                    </Button>
                  )}
                </div>
              </section>
              {editor && (
                <ConfigEditor
                  baseVersion={editor.base}
                  initialText={editor.text}
                  onClose={() => setEditor(null)}
                  onSaved={(version) => {
                    setEditor(null);
                    void validateVersion(version);
                  }}
                />
              )}
              {review && <ConfigReviewPanel review={review.review} title={t('superAdmin.config.review.titleVersion', { version: review.version })} />}
              <ConfigVersionsTable versions={data.versions} onValidate={(version) => void validateVersion(version)} validating={validating} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
