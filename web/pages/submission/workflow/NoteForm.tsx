import { type FormEvent, useState } from 'react';
import { NOTE_MAX_LENGTH } from '../../../../common/schemas/workflow.ts';
import { workflowTexts } from '../../../../common/texts/workflow.ts';
import { Button } from '../../../components/Button.tsx';
import { TextArea } from '../../../components/TextArea.tsx';

const T = workflowTexts.notes;

interface NoteFormProps {
  /** Saves the text; resolves when saved (the field empties), rejects when not (the text stays). */
  onSave: (text: string) => Promise<unknown>;
  pending: boolean;
}

/** "Neue Notiz" with "Notiz speichern"; an empty note is refused here already. */
export function NoteForm({ onSave, pending }: NoteFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(workflowTexts.errors.noteInvalid);
      return;
    }
    setError(undefined);
    onSave(trimmed).then(
      () => setText(''),
      () => {},
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextArea
        label={T.label}
        hint={T.hint}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button type="submit" variant="secondary" loading={pending}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
