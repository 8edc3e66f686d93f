import { useT } from '../i18n/useT';
import './Loader.css';

export type LoaderType = 'inline' | 'small' | 'medium' | 'large' | 'full' | 'hidden';

export interface LoaderProps {
  type: LoaderType;
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
  className?: string;
}

/** A busy indicator announced politely; 'hidden' shows nothing but still tells screen readers. */
export function Loader({ type, label, className }: LoaderProps) {
  const t = useT();
  const text = label ?? t('ui.loader.loading');
  const classes = ['ui-loader', `ui-loader--${type}`, className].filter(Boolean).join(' ');
  // 'inline' sits inside running text, so it must be phrasing content.
  const Tag = type === 'inline' ? 'span' : 'div';
  return (
    <Tag role="status" className={classes} data-loader-type={type}>
      {type !== 'hidden' && <span className="ui-loader__spinner" aria-hidden="true" />}
      <span className="visually-hidden">{text}</span>
    </Tag>
  );
}
