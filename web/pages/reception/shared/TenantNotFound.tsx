import { SearchX } from 'lucide-react';
import { generalTexts } from '../../../../common/texts/general.ts';
import { Card } from '../../../components/Card.tsx';
import { Logo } from '../../../components/Logo.tsx';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { usePatientTexts } from './PatientLanguage.tsx';
import { ReceptionFooter } from './ReceptionFooter.tsx';
import { ReceptionShell } from './ReceptionShell.tsx';

/** The server does not know the practice of the address (DESIGN §4): say so in German, with what to do. */
export function TenantNotFound() {
  const texts = usePatientTexts().reception.notFound;
  useDocumentTitle(texts.title);
  return (
    <ReceptionShell
      brand={
        <>
          <Logo size="sm" />
          <span className="text-lg font-semibold">{generalTexts.productName}</span>
        </>
      }
      footer={<ReceptionFooter />}
    >
      <Card className="flex flex-col items-start gap-3">
        <SearchX aria-hidden="true" className="size-10 text-slate-500" />
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="text-slate-700">{texts.text}</p>
        <p className="text-slate-700">{texts.hint}</p>
      </Card>
    </ReceptionShell>
  );
}
