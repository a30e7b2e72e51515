import type { ReactNode } from 'react';
import { authTexts } from '../../../common/texts/auth.ts';
import { Logo } from '../../components/Logo.tsx';

/** The frame of the pages before a session: the logo, the page's heading and intro, the content, the footer. */
export function AuthShell({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-sm">
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm">
          <div className="mb-8 flex flex-col items-center gap-3 text-center">
            <Logo />
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{heading}</h1>
            {intro && <p className="text-slate-600">{intro}</p>}
          </div>
          {children}
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600">
        {authTexts.footer(new Date().getFullYear())}
      </footer>
    </div>
  );
}

export const CARD_CLASSES = 'flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm';
export const TEXT_LINK_CLASSES =
  'self-center rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
