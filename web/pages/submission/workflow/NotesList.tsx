import { germanDateTime } from '../../../../common/format/germanDate.ts';
import type { WorkflowNote } from '../../../../common/schemas/workflow.ts';
import { workflowTexts } from '../../../../common/texts/workflow.ts';

const T = workflowTexts.notes;

/** The notes as a quiet timeline, oldest first: author and time above each text. */
export function NotesList({ notes }: { notes: readonly WorkflowNote[] }) {
  if (notes.length === 0) return <p className="text-sm text-slate-600">{T.empty}</p>;
  return (
    <ol
      aria-label={T.listLabel}
      className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4"
      data-testid="workflow-notes"
    >
      {notes.map((note) => (
        <li key={note.id} className="flex flex-col gap-0.5">
          <p className="text-xs text-slate-600">
            <span className="font-medium text-slate-800">{note.author?.name ?? T.deletedAuthor}</span>
            {' · '}
            <time dateTime={note.created_at} className="tabular-nums">
              {germanDateTime(new Date(note.created_at))}
            </time>
          </p>
          {note.text === null ? (
            <p className="text-sm text-slate-500 italic">{T.unreadable}</p>
          ) : (
            <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{note.text}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
