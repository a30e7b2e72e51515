import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './Button.tsx';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageOfLabel: (page: number, totalPages: number) => string;
  hasNextPage?: boolean;
}

/** Zurück / Weiter and "Seite X von Y". */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageOfLabel,
  hasNextPage,
}: PaginationProps) {
  const total = Math.max(1, totalPages);
  const canNext = hasNextPage ?? page < total;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        icon={<ChevronLeft aria-hidden="true" className="size-4" />}
      >
        {previousLabel}
      </Button>
      <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
        {pageOfLabel(page, total)}
      </p>
      <Button variant="secondary" disabled={!canNext} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
