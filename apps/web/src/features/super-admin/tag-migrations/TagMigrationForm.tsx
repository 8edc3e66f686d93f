import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedNumber } from 'react-intl';
import type { FieldError } from '@platform/shared/errors/error-codes';
import { detailsFromIssues } from '@platform/shared/errors/zod-details';
import {
  TAG_MIGRATION_KINDS,
  tagMigrationBodySchema,
  type TagMigrationBody,
  type TagMigrationCounts,
  type TagMigrationCreated,
  type TagMigrationKind,
} from '@platform/shared/super-admin/tag-migrations.schemas';
import type { Tag } from '@platform/shared/tags/tags.contract';
import { isApiError } from '../../../app/api/api-error';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { QueryState } from '../../../ui/query-state/QueryState';
import { useCreateTagMigration, useTagTree } from './tag-migrations.api';
import { KIND_LABELS, migrationErrorText, nodeLabel } from './tag-migration-texts';

type Errors = Record<string, FieldError[]>;
type Draft = Pick<TagMigrationBody, 'kind' | 'from' | 'to'>;

const COUNTS: readonly (keyof TagMigrationCounts)[] = ['inputs', 'users', 'reports', 'questionnaires', 'nodes', 'conflicts'];

/**
 * The migration asked for: its kind, the node, and the node it goes into or under (or its new key), picked from
 * the client's trees with each node's tree and level shown. "Dry run" counts what it concerns; "Run migration"
 * (after confirmation) queues it, only for what was just counted and only when nothing would collide. The
 * server decides what may be migrated: its refusals show under the field they concern.
 */
export function TagMigrationForm() {
  const t = useT();
  const titleId = useId();
  const tree = useTagTree();
  return (
    <section aria-labelledby={titleId} className="tag-migration-form">
      <h2 id={titleId}>{t('superAdmin.tagMigrations.form.title')}</h2>
      <QueryState
        query={tree}
        loadingLabel={t('superAdmin.tagMigrations.tree.loading')}
        failedMessage={t('superAdmin.tagMigrations.tree.failed')}
        isEmpty={() => false}
        emptyMessage=""
      >
        {(data) => <MigrationFields nodes={data.tags} />}
      </QueryState>
    </section>
  );
}

function MigrationFields({ nodes }: { nodes: readonly Tag[] }) {
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNotices();
  const create = useCreateTagMigration();
  const [draft, setDraft] = useState<Draft>({ kind: 'merge', from: '', to: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [counted, setCounted] = useState<{ body: Draft; result: TagMigrationCreated } | null>(null);
  const [running, setRunning] = useState(false);
  const hintId = useId();

  const rootName = useMemo(() => {
    const roots = new Map(nodes.filter((node) => node.parent_key === null).map((node) => [node.key, node.name[locale]]));
    return (dimension: string) => roots.get(dimension) ?? dimension;
  }, [nodes, locale]);
  const byKey = useMemo(() => new Map(nodes.map((node) => [node.key, node])), [nodes]);
  const options = useMemo(
    () => nodes.map((node) => ({ value: node.key, label: `${'\u00a0\u00a0'.repeat(node.depth)}${nodeLabel(node, rootName, locale, t)}` })),
    [nodes, rootName, locale, t],
  );
  const nameOf = (key: string) => byKey.get(key)?.name[locale] ?? key;

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch, ...(patch.kind && patch.kind !== current.kind ? { to: '' } : {}) }));
    setCounted(null);
    setErrors({});
  };

  /** Sends the draft; answers what the server says, or shows its refusal under the fields. */
  const send = async (dryRun: boolean): Promise<TagMigrationCreated | null> => {
    const body = { ...draft, dry_run: dryRun };
    const checked = tagMigrationBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(detailsFromIssues(checked.error.issues));
      return null;
    }
    try {
      return await create.mutateAsync(checked.data);
    } catch (error) {
      setErrors(isApiError(error) && Object.keys(error.details).length > 0 ? error.details : { base: [{ error: 'other' }] });
      return null;
    }
  };

  const onDryRun = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const result = await send(true);
    if (result) setCounted({ body: draft, result });
  };

  const onRun = async () => {
    setRunning(true);
    try {
      if (!(await send(false))) return;
      setCounted(null);
      notify({ level: 'success', message: t('superAdmin.tagMigrations.notices.queued') });
    } finally {
      setRunning(false);
    }
  };

  const baseError = migrationErrorText(errors.base ?? errors.conflicts ?? errors.dry_run, t);
  const counts = counted?.result.migration.counts;
  return (
    <form className="tag-migration-form__fields" onSubmit={(event) => void onDryRun(event)} noValidate>
      <fieldset className="tag-migration-kinds" aria-describedby={hintId}>
        <legend>{t('superAdmin.tagMigrations.form.kind')}</legend>
        {TAG_MIGRATION_KINDS.map((kind) => (
          <label key={kind} className="tag-migration-kinds__choice">
            <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={() => change({ kind })} />
            {t(KIND_LABELS[kind])}
          </label>
        ))}
        <p id={hintId} className="jobs__hint">
          {t(`superAdmin.tagMigrations.kindHint.${draft.kind}`)}
        </p>
      </fieldset>
      <div className="tag-migration-form__nodes">
        <Select
          label={t('superAdmin.tagMigrations.form.from')}
          required
          size="full"
          placeholder={t('superAdmin.tagMigrations.form.choose')}
          options={options.filter((option) => byKey.get(option.value)?.parent_key !== null)}
          value={draft.from}
          onChange={(event) => change({ from: event.target.value })}
          error={migrationErrorText(errors.from, t)}
          hint={placeOf(byKey.get(draft.from), rootName, t)}
        />
        {draft.kind === 'rename' ? (
          <TextField
            label={t('superAdmin.tagMigrations.form.to.rename')}
            required
            size="full"
            value={draft.to}
            onChange={(event) => change({ to: event.target.value })}
            error={migrationErrorText(errors.to, t)}
            hint={t('superAdmin.tagMigrations.form.toHint.rename')}
            autoComplete="off"
            spellCheck={false}
          />
        ) : (
          <Select
            label={t(`superAdmin.tagMigrations.form.to.${draft.kind}`)}
            required
            size="full"
            placeholder={t('superAdmin.tagMigrations.form.choose')}
            options={options}
            value={draft.to}
            onChange={(event) => change({ to: event.target.value })}
            error={migrationErrorText(errors.to ?? errors.kind, t)}
            hint={placeOf(byKey.get(draft.to), rootName, t)}
          />
        )}
      </div>
      {baseError && (
        <p className="ui-callout tag-migration-form__error" role="alert">
          {baseError}
        </p>
      )}
      <div className="tag-migration-form__actions">
        <Button type="submit" loading={create.isPending && !running}>
          {t('superAdmin.tagMigrations.dryRun')}
        </Button>
      </div>
      <div aria-live="polite">
        {counted && counts && (
          <section className="tag-migration-result" aria-label={t('superAdmin.tagMigrations.result.title')}>
            <h3>{t('superAdmin.tagMigrations.result.title')}</h3>
            <p>
              {t('superAdmin.tagMigrations.result.summary', {
                kind: t(KIND_LABELS[counted.body.kind]),
                from: nameOf(counted.body.from),
                to: counted.body.kind === 'rename' ? counted.body.to : nameOf(counted.body.to),
              })}
            </p>
            <dl className="tag-migration-counts">
              {COUNTS.map((name) => (
                <div key={name} className={name === 'conflicts' && counts.conflicts > 0 ? 'tag-migration-counts__item tag-migration-counts__item--conflicts' : 'tag-migration-counts__item'}>
                  <dt>{t(`superAdmin.tagMigrations.counts.${name}`)}</dt>
                  <dd>
                    <FormattedNumber value={counts[name]} />
                  </dd>
                </div>
              ))}
            </dl>
            {counts.conflicts > 0 ? (
              <div className="ui-callout tag-migration-conflicts" role="alert">
                <p>{t('superAdmin.tagMigrations.conflicts.title', { count: counts.conflicts })}</p>
                <ul>
                  {counted.result.conflicts.map((conflict) => (
                    <li key={conflict.input_id}>
                      {t('superAdmin.tagMigrations.conflicts.item', {
                        subject: conflict.subject,
                        period: conflict.period,
                        input: conflict.input_id,
                        target: conflict.target_input_id,
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <>
                <p className="jobs__hint">{t('superAdmin.tagMigrations.ready')}</p>
                <ConfirmButton
                  variant="primary"
                  loading={running}
                  confirm={{
                    title: t('superAdmin.tagMigrations.confirm.title'),
                    message: confirmMessage(counted.body, counts, nameOf, t),
                    confirmLabel: t('superAdmin.tagMigrations.confirm.action'),
                    danger: counted.body.kind === 'merge',
                  }}
                  onConfirm={onRun}
                >
                  {t('superAdmin.tagMigrations.run')}
                </ConfirmButton>
              </>
            )}
          </section>
        )}
      </div>
    </form>
  );
}

function placeOf(node: Tag | undefined, rootName: (dimension: string) => string, t: ReturnType<typeof useT>): string | undefined {
  return node ? t('superAdmin.tagMigrations.node.place', { dimension: rootName(node.dimension), depth: node.depth }) : undefined;
}

function confirmMessage(body: Draft, counts: TagMigrationCounts, nameOf: (key: string) => string, t: ReturnType<typeof useT>): string {
  const kind: TagMigrationKind = body.kind;
  const to = kind === 'rename' ? body.to : nameOf(body.to);
  return t(`superAdmin.tagMigrations.confirm.${kind}`, { from: nameOf(body.from), to, inputs: counts.inputs, users: counts.users });
}
