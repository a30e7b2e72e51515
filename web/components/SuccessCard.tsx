import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

interface SuccessCardProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links below the text. */
  actions?: ReactNode;
  /** The heading level, so the card fits the page outline (h1 when it replaces the page's content). */
  headingLevel?: 1 | 2;
  /**
   * Moves focus to the title when the card appears in place of a form, so keyboard and screen-reader users
   * are not left on a button that no longer exists.
   */
  focusOnMount?: boolean;
}

/** A confirmation shown inline (role="status"), e.g. after a form was sent. */
export function SuccessCard({
  title,
  children,
  actions,
  headingLevel = 2,
  focusOnMount = false,
}: SuccessCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-lg border border-emerald-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
        <div className="flex flex-col gap-2">
          <Heading
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {title}
          </Heading>
          {children && <div className="flex flex-col gap-3 text-slate-700">{children}</div>}
        </div>
      </div>
      {actions && <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
    </div>
  );
}
