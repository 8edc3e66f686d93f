import { useId } from 'react';
import type { EffectiveRightsChange } from '@platform/shared/roles/roles.schemas';
import { Loader } from '../../ui/loader/Loader';
import { useT } from '../../ui/i18n/useT';
import { ScrollTable } from '../../ui/table/ScrollTable';
import type { RightsPreview } from './use-rights-preview';

/**
 * What saving would change in the members' effective rights, member by member (from the server's dry run),
 * shown before the save. Its status line is announced as it changes.
 */
export function RightsChangePreview({ preview, rightsList, problems }: { preview: RightsPreview; rightsList: (keys: readonly string[]) => string; problems: readonly string[] }) {
  const t = useT();
  const id = useId();
  const change = preview.status === 'ready' ? preview.change : preview.status === 'loading' ? preview.change : undefined;

  let status: string;
  switch (preview.status) {
    case 'idle':
      status = t('roles.preview.idle');
      break;
    case 'loading':
      status = t('roles.preview.loading');
      break;
    case 'invalid':
      status = [t('roles.preview.invalid'), ...problems].join(' ');
      break;
    case 'failed':
      status = t('roles.preview.failed');
      break;
    case 'ready':
      status = preview.change.members.length === 0 ? t('roles.preview.unchanged') : t('roles.preview.summary', { count: preview.change.members.length });
  }

  return (
    <section className="roles__panel roles__preview" aria-labelledby={`${id}-title`} aria-busy={preview.status === 'loading'}>
      <h2 id={`${id}-title`} className="roles__panel-title">
        {t('roles.preview.title')}
      </h2>
      <p className="roles__muted roles__small">{t('roles.preview.intro')}</p>
      <p className={`roles__preview-status roles__preview-status--${preview.status}`} role="status">
        {preview.status === 'loading' && <Loader type="inline" label={t('roles.preview.loading')} />} {status}
      </p>
      {change && change.members.length > 0 && <ChangeTable change={change} rightsList={rightsList} stale={preview.status === 'loading'} />}
    </section>
  );
}

function ChangeTable({ change, rightsList, stale }: { change: EffectiveRightsChange; rightsList: (keys: readonly string[]) => string; stale: boolean }) {
  const t = useT();
  const names = (keys: readonly string[]) => (keys.length === 0 ? '—' : rightsList(keys));
  return (
    <ScrollTable caption={t('roles.preview.caption')} className="roles__table" scrollClassName={stale ? 'roles__table-scroll--stale' : undefined} stacking>
      <thead>
        <tr>
          <th scope="col">{t('roles.preview.member')}</th>
          <th scope="col">{t('roles.preview.gains')}</th>
          <th scope="col">{t('roles.preview.loses')}</th>
        </tr>
      </thead>
      <tbody>
        {change.members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className="roles__email">
              {member.email}
            </th>
            <td className="roles__gained" data-label={t('roles.preview.gains')}>
              {names(member.gained)}
            </td>
            <td className="roles__lost" data-label={t('roles.preview.loses')}>
              {names(member.lost)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
