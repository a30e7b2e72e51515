import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { componentTexts } from '../../common/texts/components.ts';

export interface BreadcrumbItem {
  label: string;
  /** Where the item leads; the last item is the current page and has none. */
  to?: string;
}

interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. */
  label?: string;
  /** Names the "…" that expands a collapsed trail (patient screens pass their language's). */
  showAllLabel?: string;
  /**
   * Longer trails collapse to the first item, "…" and the last ones (spec 002 §9: beyond 5 to 6 items),
   * so the trail fits a phone's width; "…" expands it again.
   */
  maxVisible?: number;
}

const LINK_CLASSES =
  'inline-flex min-h-11 items-center rounded-sm text-slate-700 underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export function Breadcrumb({
  items,
  label = componentTexts.breadcrumb.label,
  showAllLabel = componentTexts.breadcrumb.showAll,
  maxVisible = 5,
}: BreadcrumbProps) {
  const [expanded, setExpanded] = useState(false);
  const collapse = !expanded && items.length > maxVisible;
  // First item, the ellipsis, then as many trailing items as still fit within maxVisible.
  const tailCount = Math.max(1, maxVisible - 2);
  const shown = collapse ? [items[0], null, ...items.slice(items.length - tailCount)] : items;

  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm">
        {shown.map((item, index) => {
          const isLast = index === shown.length - 1;
          return (
            <li key={item ? `${index}-${item.label}` : 'ellipsis'} className="flex items-center gap-1">
              {item === null ? (
                <button
                  type="button"
                  onClick={() => setExpanded(true)}
                  aria-label={showAllLabel}
                  className={`${LINK_CLASSES} min-w-11 justify-center`}
                >
                  …
                </button>
              ) : item.to && !isLast ? (
                <Link to={item.to} className={LINK_CLASSES}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className="font-medium text-slate-900">
                  {item.label}
                </span>
              )}
              {!isLast && (
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-400 rtl:-scale-x-100"
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
