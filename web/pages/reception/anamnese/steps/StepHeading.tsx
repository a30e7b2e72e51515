import type { Ref } from 'react';

interface StepHeadingProps {
  title: string;
  /** The page moves focus here on every step change, so screen readers announce the new question. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function StepHeading({ title, headingRef }: StepHeadingProps) {
  return (
    <h2
      ref={headingRef}
      tabIndex={-1}
      className="text-xl font-semibold tracking-tight text-slate-900 focus:outline-none"
    >
      {title}
    </h2>
  );
}
