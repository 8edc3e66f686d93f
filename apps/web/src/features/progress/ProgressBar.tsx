/** How much of what is expected has been submitted, drawn as a bar; the figures beside it say the same in words. */
export function ProgressBar({ done, available }: { done: number; available: number }) {
  const ratio = available > 0 ? Math.min(1, Math.max(0, done / available)) : 0;
  return (
    <span className={ratio === 1 ? 'progress-bar progress-bar--complete' : 'progress-bar'} aria-hidden="true">
      <span className="progress-bar__fill" style={{ width: `${Math.round(ratio * 100)}%` }} />
    </span>
  );
}
