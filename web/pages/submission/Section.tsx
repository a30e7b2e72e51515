import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card.tsx';

interface SectionProps {
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
  /** data-testid, so browser tests can scope to one section. */
  testId?: string;
}

/** One card of the detail screen: a section landmark named by its h2. */
export function Section({ title, actions, children, testId }: SectionProps) {
  const headingId = useId();
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </Card>
  );
}

/** Label and value rows; one column on narrow screens, two from sm on. */
export const DL_CLASSES = 'grid min-w-0 gap-x-6 gap-y-2 sm:grid-cols-[minmax(9rem,14rem)_minmax(0,1fr)]';
export const DT_CLASSES = 'font-medium text-slate-600';
export const DD_CLASSES = 'min-w-0 break-words whitespace-pre-wrap text-slate-900';

/**
 * Preformatted JSON that wraps instead of widening the page. Long content scrolls inside the box, so the box
 * is a named region the keyboard reaches (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function PreformattedBlock({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
      tabIndex={0}
      data-testid={testId}
      className="max-h-[32rem] min-w-0 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <pre className="font-mono text-xs break-words whitespace-pre-wrap text-slate-800">{children}</pre>
    </section>
  );
}

interface MetaItem {
  label: string;
  value: ReactNode;
}

/** Small facts in a row (model, dates, timings). */
export function MetaList({ items, testId }: { items: MetaItem[]; testId?: string }) {
  return (
    <dl data-testid={testId} className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-slate-600">
      {items.map((item) => (
        <div key={item.label} className="flex gap-1">
          <dt>{item.label}:</dt> <dd className="font-medium text-slate-800 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The notice that the local engine answered because the configured AI service failed. */
export function FallbackNotice({ text }: { text: string }) {
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{text}</p>
  );
}
