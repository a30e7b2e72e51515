import { Link } from 'react-router';
import {
  formatGermanDateTime,
  formTypeLabel,
  submissionTitle,
} from '../../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import type { PatientRequestCard } from '../../../common/schemas/patientRequests.ts';
import { dataExportTexts } from '../../../common/texts/dataExport.ts';
import { Badge } from '../../components/Badge.tsx';

/** One patient's requests as links (title, form type, date, reference): the detail's list and the search's. */
export function PatientRequestList({ submissions }: { submissions: PatientRequestCard[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm">
      {submissions.map((submission) => (
        <li key={submission.id} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Link
            to={`/submissions/${submission.id}`}
            className="min-w-0 font-medium break-words text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {submissionTitle(submission.form_data, submission.form_type, submission.id)}
          </Link>
          <span className="text-slate-600">{formTypeLabel(submission.form_type)}</span>
          <time dateTime={submission.created_at} className="text-slate-600 tabular-nums">
            {formatGermanDateTime(submission.created_at)}
          </time>
          <span className="font-mono text-xs text-slate-600">{referenceNumber(submission.id)}</span>
          {submission.is_spam && <Badge tone="danger">{dataExportTexts.related.spam}</Badge>}
        </li>
      ))}
    </ul>
  );
}
