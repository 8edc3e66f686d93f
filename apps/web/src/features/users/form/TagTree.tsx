import { useId, type ReactNode } from 'react';
import type { Tag } from '@platform/shared/tags/tags.contract';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { FieldError } from '../../../ui/form/FieldShell';
import { useT } from '../../../ui/i18n/useT';

interface TagTreeProps {
  /** The client's tag nodes, dimension by dimension, each tree depth first (as GET /tags gives them). */
  tags: readonly Tag[] | undefined;
  value: readonly string[];
  onChange: (keys: string[]) => void;
  onBlur?: () => void;
  error?: string;
  failed: boolean;
}

/** The keys of every node under `key`. */
function descendantsOf(key: string, children: ReadonlyMap<string, readonly Tag[]>): string[] {
  return (children.get(key) ?? []).flatMap((child) => [child.key, ...descendantsOf(child.key, children)]);
}

/**
 * The organisations and sites a user acts for, as the trees they are: choosing a node includes
 * everything under it (the server reads it so), so the nodes under a chosen one show as included and
 * cannot be chosen on their own.
 */
export function TagTree({ tags, value, onChange, onBlur, error, failed }: TagTreeProps) {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const chosen = new Set(value);
  const children = new Map<string, Tag[]>();
  for (const tag of tags ?? []) {
    if (tag.parent_key === null) continue;
    const siblings = children.get(tag.parent_key);
    if (siblings) siblings.push(tag);
    else children.set(tag.parent_key, [tag]);
  }
  const roots = (tags ?? []).filter((tag) => tag.parent_key === null);
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  const toggle = (tag: Tag, on: boolean) => {
    // A chosen node stands for those under it: they leave the list rather than be counted twice.
    const under = new Set(descendantsOf(tag.key, children));
    const rest = value.filter((key) => key !== tag.key && !under.has(key));
    onChange(on ? [...rest, tag.key] : rest);
  };

  const branch = (nodes: readonly Tag[], includedBy: Tag | null): ReactNode => (
    <ul className="users-tree__list">
      {nodes.map((tag) => {
        const included = includedBy !== null;
        const name = tag.name[locale];
        return (
          <li key={tag.key}>
            <label className={included ? 'users-choice users-choice--included' : 'users-choice'}>
              <input type="checkbox" checked={included || chosen.has(tag.key)} disabled={included} onChange={(event) => toggle(tag, event.target.checked)} onBlur={onBlur} />
              {name}
              {/* Said once beside the chosen node for the eye; each node under it says so to screen readers. */}
              {included && <span className="visually-hidden">{t('users.field.tags.included', { parent: includedBy.name[locale] })}</span>}
              {!included && chosen.has(tag.key) && children.has(tag.key) && (
                <span className="users-choice__note" aria-hidden="true">
                  {t('users.field.tags.includesAll')}
                </span>
              )}
            </label>
            {children.has(tag.key) && branch(children.get(tag.key)!, includedBy ?? (chosen.has(tag.key) ? tag : null))}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset className="users-choices users-tree" aria-describedby={describedBy} data-invalid={error ? true : undefined}>
      <legend className="users-choices__legend">{t('users.field.tags')}</legend>
      <p id={`${id}-hint`} className="users-choices__hint">
        {failed ? t('users.field.tags.failed') : t('users.field.tags.hint')}
      </p>
      {failed ? <p className="users-tree__kept">{value.join(', ') || t('users.list.noOrganisation')}</p> : branch(roots, null)}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
