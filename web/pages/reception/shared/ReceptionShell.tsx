import type { ReactNode } from 'react';

interface ReceptionShellProps {
  /** Logo and practice name at the top. */
  brand: ReactNode;
  /** Beside the brand, at the end of the header row (the language switch). */
  tools?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** The frame of every reception page: one column of at most 640 px, brand on top, footer at the bottom. */
export function ReceptionShell({ brand, tools, footer, children }: ReceptionShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-base text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-16 w-full max-w-160 items-center gap-3 px-4 py-3">
          <div className="flex min-w-0 flex-1 items-center gap-3">{brand}</div>
          {tools}
        </div>
      </header>
      <main
        id="main-content"
        className="mx-auto flex w-full max-w-160 flex-1 flex-col gap-6 px-4 py-6 sm:py-8"
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
