import type { ComponentProps, ReactNode } from 'react';

interface CardProps extends ComponentProps<'div'> {
  /** section/article give the card a landmark or document meaning; div when it is only a box. */
  as?: 'div' | 'section' | 'article';
  children: ReactNode;
}

/** The white box of UI.md: rounded-lg border bg-white shadow-sm, with generous padding. */
export function Card({ as: Element = 'div', className = '', children, ...props }: CardProps) {
  return (
    <Element
      {...props}
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      {children}
    </Element>
  );
}
