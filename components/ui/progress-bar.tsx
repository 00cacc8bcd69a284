/** An accessible progress bar with its label as text beside it. `className` sizes the track (default w-24). */
export function ProgressBar({
  value,
  max,
  label,
  className = 'w-24',
}: {
  value: number;
  max: number;
  label: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-label={label}
        className={`h-2 overflow-hidden rounded-full bg-stone-200 ${className}`}
      >
        <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-stone-600">{label}</span>
    </div>
  );
}
