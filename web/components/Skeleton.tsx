interface SkeletonRowsProps {
  rows?: number;
  /** Announced to screen readers while the rows show. */
  label: string;
}

/** Grey placeholder rows while a list loads. */
export function SkeletonRows({ rows = 3, label }: SkeletonRowsProps) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          key={i}
          aria-hidden="true"
          className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="h-4 w-1/3 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-3 w-1/2 rounded bg-slate-100 motion-safe:animate-pulse" />
          <div className="h-3 w-2/3 rounded bg-slate-100 motion-safe:animate-pulse" />
        </div>
      ))}
    </div>
  );
}
