import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';

interface PageHeaderProps {
  title: string;
  /** Buttons shown beside the heading. */
  actions?: ReactNode;
}

/** The heading of a back-office page; also names the browser tab. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
