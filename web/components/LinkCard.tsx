import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkCardProps {
  to: string;
  title: string;
  description?: string;
  /** A lucide icon (aria-hidden); the title names the link. */
  icon?: ReactNode;
  /** The heading level of the title inside the card, so cards fit the page outline. */
  headingLevel?: 2 | 3;
}

/** A whole card that is one link: a large tap target for choosing between a few ways on. */
export function LinkCard({ to, title, description, icon, headingLevel = 2 }: LinkCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link
      to={to}
      className="group flex min-h-11 items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-primary hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:p-5"
    >
      {icon && (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary group-hover:bg-white">
          {icon}
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
        {description && <span className="text-sm text-slate-600 sm:text-base">{description}</span>}
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-slate-500 group-hover:text-primary rtl:-scale-x-100"
      />
    </Link>
  );
}
