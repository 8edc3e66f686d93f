import './ProgressBar.css';

export interface ProgressBarProps {
  /** Work done so far. */
  value: number;
  /** All the work; 0 while it is not known yet (the bar then moves without telling how far it is). */
  max: number;
  /** Names the bar for assistive technology ("Import of figures.xlsx"). */
  label: string;
  /** How far it is in words ("120 of 480 rows"), read out as the value. */
  valueText?: string;
  className?: string;
}

/**
 * How far a long piece of work is (a job that runs on the server): a bar with the ARIA progressbar role. The
 * caller writes the figures beside it too, so the bar is never the only way to tell.
 */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const known = max > 0;
  const ratio = known ? Math.min(1, Math.max(0, value / max)) : 0;
  const classes = ['ui-progress', !known && 'ui-progress--indeterminate', ratio === 1 && 'ui-progress--complete', className].filter(Boolean).join(' ');
  return (
    <span
      role="progressbar"
      className={classes}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? Math.min(value, max) : undefined}
      aria-valuetext={valueText}
    >
      <span className="ui-progress__fill" style={known ? { width: `${Math.round(ratio * 100)}%` } : undefined} />
    </span>
  );
}
