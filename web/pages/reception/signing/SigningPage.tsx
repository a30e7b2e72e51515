import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ConsentOpenResponse, PublicConsent } from '../../../../common/consent/api.ts';
import type { PatientCatalogue } from '../../../../common/texts/patient/catalogue.ts';
import type { PatientLanguage } from '../../../../common/texts/patient/languages.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Card } from '../../../components/Card.tsx';
import { ProgressBar } from '../../../components/ProgressBar.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { usePatientLanguage, usePatientTexts } from '../shared/PatientLanguage.tsx';
import { ReceptionLayout } from '../shared/ReceptionLayout.tsx';
import { practiceName, type ReceptionTenant } from '../shared/useReceptionTenant.ts';
import { answerTime } from './answerTime.ts';
import { ConsentApiError, NETWORK, openConsents } from './consentApi.ts';
import { SignatureDocument, type SignMethod } from './SignatureDocument.tsx';
import { SigningDone } from './SigningDone.tsx';
import { SigningProblem } from './SigningProblem.tsx';
import { openFailure } from './signingErrors.ts';
import { useSigningToken } from './useSigningToken.ts';

/**
 * /online-rezeption/unterschreiben (issue 30): the patient reads the request's consent documents one after
 * another and signs each (or declines an optional one). The token comes with the route state after a request or
 * from the confirmation mail's link (`#t=`); the texts follow the patient's language.
 */
export function SigningPage() {
  const texts = usePatientTexts().signing;
  return (
    <ReceptionLayout title={texts.pageTitle} breadcrumb={[{ label: texts.breadcrumb }]}>
      {(tenant) => <SigningFlow tenant={tenant} />}
    </ReceptionLayout>
  );
}

function SigningFlow({ tenant }: { tenant: ReceptionTenant }) {
  const { token, finishedBefore, markDone } = useSigningToken(tenant.slug);
  if (!token) return <SigningProblem kind="missing" tenant={tenant} />;
  if (finishedBefore) return <SigningDone practice={practiceName(tenant)} documents={[]} />;
  return <SigningDocuments token={token} tenant={tenant} onFinished={markDone} />;
}

const isNetworkError = (error: unknown) => error instanceof ConsentApiError && error.code === NETWORK;

/** The documents with this visit's answers laid over what the server said when the page opened them. */
const withAnswers = (documents: readonly PublicConsent[], answers: Record<string, PublicConsent>) =>
  documents.map((document) => {
    const answer = answers[document.consent_id];
    return answer ? { ...document, status: answer.status, answered_at: answer.answered_at } : document;
  });

interface SigningDocumentsProps {
  token: string;
  tenant: ReceptionTenant;
  onFinished: () => void;
}

function SigningDocuments({ token, tenant, onFinished }: SigningDocumentsProps) {
  const { texts: t, language } = usePatientLanguage();
  const texts = t.signing;
  const [answers, setAnswers] = useState<Record<string, PublicConsent>>({});
  const [lastAnswerId, setLastAnswerId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [linkGone, setLinkGone] = useState(false);
  /** Once all is answered the server ends the link: the page keeps what it showed and asks no more. */
  const [finished, setFinished] = useState<ConsentOpenResponse | null>(null);
  const [name, setName] = useState('');
  const [method, setMethod] = useState<SignMethod>('drawn');
  const answeredHere = useRef(0);

  // A new language loads the texts again (the practice's translation, or German); the page stays as it is.
  const open = useQuery({
    queryKey: ['consent-open', token, language],
    queryFn: () => openConsents(token, language),
    enabled: !finished && !linkGone,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (count, error) => isNetworkError(error) && count < 2,
  });

  const data = finished ?? open.data;
  const documents = data ? withAnswers(data.documents, answers) : [];
  const current = documents.findIndex((document) => document.status === 'pending');
  const allAnswered = data !== undefined && documents.length > 0 && current === -1;

  useEffect(() => {
    if (!allAnswered || finished || !data) return;
    setFinished({ ...data, documents });
    onFinished();
  }, [allAnswered, finished, data, documents, onFinished]);

  // A link that ended meanwhile (answered in another window, expired) ends the page too, even over old data.
  const failure = open.isError ? openFailure(open.error, texts) : null;
  if (linkGone || failure?.kind === 'linkInvalid') return <SigningProblem kind="invalid" tenant={tenant} />;
  if (!data) {
    if (failure)
      return (
        <Alert
          title={texts.errors.loadFailed}
          onRetry={() => open.refetch()}
          retrying={open.isFetching}
          retryLabel={t.components.retry}
        >
          {failure.kind === 'message' ? failure.text : texts.errors.generic}
        </Alert>
      );
    return (
      <Card>
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner />
          {texts.loading}
        </p>
      </Card>
    );
  }

  const last = documents.find((document) => document.consent_id === lastAnswerId);
  const confirmation = last?.answered_at ? answerConfirmation(last, texts, language) : null;
  if (allAnswered)
    return (
      <>
        <StatusMessage message={confirmation} />
        <SigningDone practice={data.practice_name} documents={documents} />
      </>
    );

  const document = documents[current];
  const answeredCount = documents.filter((d) => d.status !== 'pending').length;
  return (
    <>
      <div className="flex flex-col gap-2 text-slate-700">
        <p>{texts.intro(data.practice_name)}</p>
        <p className="text-sm">
          {texts.referenceLabel}{' '}
          <span className="font-mono font-semibold tracking-wider text-slate-900">{data.reference}</span>
        </p>
      </div>
      <StatusMessage message={confirmation} />
      {notice && <Alert title={texts.errors.title}>{notice}</Alert>}
      {documents.length > 1 && (
        <ProgressBar
          value={answeredCount}
          max={documents.length}
          label={texts.progressLabel}
          valueText={texts.documentOf(current + 1, documents.length)}
        />
      )}
      {document ? (
        <SignatureDocument
          key={document.consent_id}
          token={token}
          document={document}
          position={current + 1}
          total={documents.length}
          name={name}
          onNameChange={setName}
          method={method}
          onMethodChange={setMethod}
          focusOnMount={answeredHere.current > 0}
          onAnswered={(answer) => {
            answeredHere.current += 1;
            setNotice(null);
            setAnswers((previous) => ({ ...previous, [answer.consent_id]: answer }));
            setLastAnswerId(answer.consent_id);
          }}
          onLinkInvalid={() => setLinkGone(true)}
          onAlreadyAnswered={() => {
            answeredHere.current += 1;
            setNotice(texts.errors.alreadyAnswered);
            void open.refetch();
          }}
        />
      ) : (
        <Card>
          <p className="text-slate-700">{texts.noDocuments}</p>
        </Card>
      )}
    </>
  );
}

/** "„Einwilligung …" wurde am 12.03.2025 um 14:05 Uhr unterschrieben." in the page's language. */
function answerConfirmation(
  document: PublicConsent,
  texts: PatientCatalogue['signing'],
  language: PatientLanguage,
): string | null {
  if (!document.answered_at) return null;
  const { date, time } = answerTime(document.answered_at, language);
  if (document.status === 'signed') return texts.signedAt(document.title, date, time);
  if (document.status === 'declined') return texts.declinedAt(document.title, date, time);
  return null;
}
