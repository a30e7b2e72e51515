import { LoaderCircle } from 'lucide-react';

const SIZE_CLASSES = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-8',
} as const;

interface SpinnerProps {
  size?: keyof typeof SIZE_CLASSES;
  /** Announced to screen readers; without it the spinner is decoration (e.g. inside a busy button). */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" className={`${SIZE_CLASSES[size]} shrink-0 motion-safe:animate-spin`} />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
