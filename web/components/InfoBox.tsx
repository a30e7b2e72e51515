import { type ReactNode, useId } from 'react';

interface InfoBoxProps {
  icon: ReactNode;
  title: string;
  /** The heading level the title takes in the page's outline; a plain paragraph when omitted. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** A calm blue box that explains something on the page (not an error: that is Alert). */
export function InfoBox({ icon, title, headingLevel, children }: InfoBoxProps) {
  const titleId = useId();
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-sky-800 [&>svg]:size-5">
        {icon}
      </span>
      <div className="flex flex-col gap-1.5">
        <Title id={titleId} className="font-semibold">
          {title}
        </Title>
        {children}
      </div>
    </section>
  );
}
