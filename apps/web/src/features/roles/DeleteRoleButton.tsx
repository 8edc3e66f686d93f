import { useMutation } from '@tanstack/react-query';
import type { EffectiveRightsChange } from '@platform/shared/roles/roles.schemas';
import { Button } from '../../ui/button/Button';
import { useConfirm } from '../../ui/confirm/useConfirm';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { rolesApi } from './roles.api';
import { useDeleteRole } from './roles-queries';

/** Members named one by one in the confirmation; beyond, a count. */
const NAMED_MEMBERS = 8;

/**
 * Deletes a role after a confirmation that says, from the server's dry run, how many users lose which rights
 * (a right another of their roles grants is not lost).
 */
export function DeleteRoleButton({ role, rightsList, onDeleted }: { role: { id: number; name: string }; rightsList: (keys: readonly string[]) => string; onDeleted(): void }) {
  const t = useT();
  const confirm = useConfirm();
  const { notify } = useNotices();
  const preview = useMutation({ mutationFn: async (id: number) => (await rolesApi.delete(id, { dryRun: true })).change });
  const remove = useDeleteRole();

  const onClick = async () => {
    let change: EffectiveRightsChange;
    try {
      change = await preview.mutateAsync(role.id);
    } catch {
      return; // The common handler has told the user.
    }
    const confirmed = await confirm({
      title: t('roles.delete.title', { name: role.name }),
      message: <LossSummary change={change} rightsList={rightsList} />,
      confirmLabel: t('roles.delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(role.id);
    } catch {
      return;
    }
    notify({ level: 'success', message: t('roles.notices.deleted', { name: role.name }) });
    onDeleted();
  };

  return (
    <Button variant="danger" loading={preview.isPending || remove.isPending} onClick={() => void onClick()}>
      {t('roles.delete')}
    </Button>
  );
}

function LossSummary({ change, rightsList }: { change: EffectiveRightsChange; rightsList: (keys: readonly string[]) => string }) {
  const t = useT();
  const losing = change.members.filter((member) => member.lost.length > 0);
  if (losing.length === 0) return <p>{t('roles.delete.none')}</p>;
  const more = losing.length - NAMED_MEMBERS;
  return (
    <>
      <p>{t('roles.delete.some', { count: losing.length })}</p>
      <ul className="roles__losses">
        {losing.slice(0, NAMED_MEMBERS).map((member) => (
          <li key={member.id}>{t('roles.delete.loses', { who: member.email, rights: rightsList(member.lost) })}</li>
        ))}
      </ul>
      {more > 0 && <p>{t('roles.delete.more', { count: more })}</p>}
    </>
  );
}
