import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { generalTexts } from '../../common/texts/general.ts';
import { Button } from './Button.tsx';

interface AlertProps {
  /** What went wrong, in plain German. */
  children: ReactNode;
  title?: string;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
}

/** An error banner; role="alert" makes screen readers announce it as soon as it appears. */
export function Alert({
  children,
  title,
  onRetry,
  retryLabel = generalTexts.retry,
  retrying = false,
}: AlertProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-danger-light p-3 text-sm text-red-800 sm:flex-row sm:items-start"
    >
      <div className="flex flex-1 gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-0.5">
          {title && <p className="font-semibold">{title}</p>}
          <div>{children}</div>
        </div>
      </div>
      {onRetry && (
        <Button
          variant="secondary"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          loading={retrying}
          onClick={onRetry}
          className="shrink-0"
        >
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
