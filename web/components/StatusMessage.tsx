import { CircleCheck } from 'lucide-react';

/**
 * A short confirmation of the last action. The polite live region is always in the page, so screen readers
 * announce the message when it appears; empty, it takes no space.
 */
export function StatusMessage({ message }: { message: string | null | undefined }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {message && (
        <p className="flex items-center gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
