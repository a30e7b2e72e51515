import { type ReactNode, useId } from 'react';
import type { PatientMessage } from '../../../../common/patientPage/api.ts';
import type { PatientLanguage } from '../../../../common/texts/patient/languages.ts';
import { Card } from '../../../components/Card.tsx';
import { usePatientLanguage } from '../shared/PatientLanguage.tsx';
import { answerTime } from '../signing/answerTime.ts';
import { WithIsolated } from './isolated.tsx';

interface MessageThreadProps {
  practice: string;
  messages: readonly PatientMessage[];
  /** The compose box, below the thread in the same section. */
  children?: ReactNode;
}

const oldestFirst = (a: PatientMessage, b: PatientMessage) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

/**
 * „Nachrichten“: the practice's replies and the patient's own messages, oldest first. Bodies are plain text:
 * rendered as text (never HTML), line breaks kept, each in its own direction (dir="auto": a German reply
 * reads left to right on an Arabic page).
 */
export function MessageThread({ practice, messages, children }: MessageThreadProps) {
  const { texts: t, language } = usePatientLanguage();
  const texts = t.patientPage.messages;
  const headingId = useId();
  const sorted = [...messages].sort(oldestFirst);
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {texts.heading}
      </h2>
      {sorted.length === 0 ? (
        <p className="text-slate-700">{texts.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {sorted.map((message) => (
            <MessageItem key={message.id} message={message} practice={practice} language={language} />
          ))}
        </ol>
      )}
      {children}
    </Card>
  );
}

interface MessageItemProps {
  message: PatientMessage;
  practice: string;
  language: PatientLanguage;
}

function MessageItem({ message, practice, language }: MessageItemProps) {
  const texts = usePatientLanguage().texts.patientPage.messages;
  const own = message.from === 'patient';
  const at = answerTime(message.createdAt, language);
  return (
    <li
      className={`flex min-w-0 flex-col gap-1 rounded-lg border px-3 py-2 ${
        own ? 'ms-6 border-teal-200 bg-primary-light sm:ms-12' : 'me-6 border-slate-200 bg-white sm:me-12'
      }`}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-slate-600">
        <span className="font-medium text-slate-900">
          {own ? texts.fromYou : <WithIsolated format={texts.fromPractice} value={practice} />}
        </span>
        <time dateTime={message.createdAt} className="tabular-nums">
          <bdi>{at.time ? `${at.date}, ${at.time}` : at.date}</bdi>
        </time>
      </p>
      {!own && message.subject && (
        <p dir="auto" className="font-semibold break-words text-slate-900">
          {message.subject}
        </p>
      )}
      <p dir="auto" className="whitespace-pre-wrap break-words text-slate-800">
        {message.body}
      </p>
    </li>
  );
}
