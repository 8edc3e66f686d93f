import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { USERS_SYNC_EXTENSIONS, USERS_SYNC_LIMITS, type UsersSync } from '@platform/shared/super-admin/users-sync.schemas';
import { isApiError } from '../../../app/api/api-error';
import { Button } from '../../../ui/button/Button';
import { useConfirm } from '../../../ui/confirm/useConfirm';
import { FileDrop } from '../../../ui/file-drop/FileDrop';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { uploadErrorMessageKey } from '../../../ui/uploader/upload-error-message';
import { SyncCounts, SyncRowErrors } from './SyncResult';
import { useSendDirectory, useUsersSync } from './users-sync.api';

const FILE_CODES = new Set(['EXTENSION_NOT_ALLOWED', 'FILE_TOO_LARGE', 'INVALID_FILE_NAME', 'CONTENT_MISMATCH', 'INVALID_ARCHIVE']);

/**
 * The sync of this client's users from a directory file: choose the file, dry-run it (counts and rows with
 * errors), then apply it after a confirmation that says how many users it creates, updates and archives;
 * the sync is followed until it is done or failed.
 */
export function UsersSyncPanel() {
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const hintId = useId();
  const confirm = useConfirm();
  const { notify } = useNotices();
  const send = useSendDirectory();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState<UsersSync | null>(null);
  const [appliedId, setAppliedId] = useState<number | null>(null);
  const applied = useUsersSync(appliedId);
  const sync = applied.data?.sync ?? null;
  const maxSize = intl.formatNumber(USERS_SYNC_LIMITS.maxBytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', unitDisplay: 'short' });

  // A sync that settles says so once, beside what the panel shows.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!sync || (sync.state !== 'done' && sync.state !== 'failed')) return;
    const key = `${sync.id}:${sync.state}`;
    if (announced.current === key) return;
    announced.current = key;
    if (sync.state === 'done') notify({ level: 'success', message: t('superAdmin.users.sync.state.done', { name: sync.file_name }) });
    else notify({ level: 'error', title: t('superAdmin.users.sync.failedTitle'), message: sync.failure ?? '' });
  }, [sync, notify, t]);

  const choose = (chosen: File) => {
    setDryRun(null);
    setAppliedId(null);
    const extension = chosen.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(USERS_SYNC_EXTENSIONS as readonly string[]).includes(extension)) {
      setFile(null);
      setProblem(t('superAdmin.users.sync.wrongType', { name: chosen.name }));
    } else if (chosen.size > USERS_SYNC_LIMITS.maxBytes) {
      setFile(null);
      setProblem(t('superAdmin.users.sync.tooLarge', { name: chosen.name, size: maxSize }));
    } else {
      setFile(chosen);
      setProblem(null);
    }
  };

  /** What the screen says of a refused upload; ALREADY_WORKING is a warning notice, as is the spec's. */
  const refused = (error: unknown) => {
    if (isApiError(error) && error.code === 'ALREADY_WORKING') {
      notify({ level: 'warning', message: t('superAdmin.users.sync.alreadyWorking') });
      return;
    }
    if (isApiError(error) && FILE_CODES.has(error.code)) setProblem(t(uploadErrorMessageKey({ code: error.code }), { name: file?.name ?? '' }));
    else if (isApiError(error) && error.status === 422 && error.feedback) setProblem(error.feedback);
    else setProblem(t('superAdmin.users.sync.failedToSend'));
  };

  const runDry = async () => {
    if (!file) return;
    setProblem(null);
    setAppliedId(null);
    try {
      setDryRun((await send.mutateAsync({ file, dryRun: true })).sync);
    } catch (error) {
      refused(error);
    }
  };

  const apply = async () => {
    if (!file || !dryRun) return;
    const { created, updated, archived } = dryRun.counts;
    const confirmed = await confirm({
      title: t('superAdmin.users.sync.confirm.title'),
      message: t('superAdmin.users.sync.confirm.message', { created, updated, archived }),
      confirmLabel: t('superAdmin.users.sync.confirm.action'),
      danger: archived > 0,
    });
    if (!confirmed) return;
    try {
      const { sync: queued } = await send.mutateAsync({ file, dryRun: false });
      setDryRun(null);
      setAppliedId(queued.id);
    } catch (error) {
      refused(error);
    }
  };

  const working = sync !== null && (sync.state === 'queued' || sync.state === 'running');
  const changes = dryRun ? dryRun.counts.created + dryRun.counts.updated + dryRun.counts.archived : 0;

  return (
    <section aria-labelledby={titleId} className="sa-users__sync">
      <h2 id={titleId}>{t('superAdmin.users.sync.title')}</h2>
      <p className="sa-users__hint">{t('superAdmin.users.sync.intro')}</p>
      <FileDrop label={t('superAdmin.users.sync.drop')} accept={USERS_SYNC_EXTENSIONS} onFile={choose} disabled={send.isPending || working} invalid={problem !== null} describedBy={hintId}>
        <p id={hintId} className="sa-users__file">
          {file ? t('superAdmin.users.sync.chosen', { name: file.name }) : t('superAdmin.users.sync.accepted', { size: maxSize })}
        </p>
      </FileDrop>
      {problem && (
        <p className="sa-users__callout sa-users__callout--error" role="alert">
          {problem}
        </p>
      )}
      <div className="sa-users__actions">
        <Button variant={dryRun ? 'default' : 'primary'} disabled={!file || working} loading={send.isPending && send.variables?.dryRun === true} onClick={() => void runDry()}>
          {t('superAdmin.users.sync.dryRun')}
        </Button>
        {dryRun && (
          <Button
            variant="primary"
            disabled={dryRun.counts.errors > 0 || changes === 0 || send.isPending}
            loading={send.isPending && send.variables?.dryRun === false}
            onClick={() => void apply()}
          >
            {t('superAdmin.users.sync.apply')}
          </Button>
        )}
      </div>

      {dryRun && (
        <div className="sa-users__result">
          <h3>{t('superAdmin.users.sync.result', { name: dryRun.file_name })}</h3>
          <SyncCounts sync={dryRun} planned />
          {dryRun.counts.errors > 0 ? (
            <>
              <p className="sa-users__callout sa-users__callout--warning">{t('superAdmin.users.sync.fixErrors')}</p>
              <SyncRowErrors sync={dryRun} />
            </>
          ) : (
            changes === 0 && <p className="sa-users__hint">{t('superAdmin.users.sync.noChange')}</p>
          )}
        </div>
      )}

      <div role="status" className="sa-users__status">
        {working && <p>{t(sync.state === 'queued' ? 'superAdmin.users.sync.state.queued' : 'superAdmin.users.sync.state.running')}</p>}
        {sync?.state === 'done' && (
          <>
            <p>{t('superAdmin.users.sync.state.done', { name: sync.file_name })}</p>
            <SyncCounts sync={sync} />
          </>
        )}
      </div>
      {sync?.state === 'failed' && (
        <div className="sa-users__callout sa-users__callout--error" role="alert">
          <p>
            <strong>{t('superAdmin.users.sync.failedTitle')}</strong>
          </p>
          <p>{sync.failure}</p>
        </div>
      )}
    </section>
  );
}
