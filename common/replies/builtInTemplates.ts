// The reply templates every practice starts with (issue 28): they apply until an admin saves the practice's
// own. Polite "Sie", no health data: they are the same for every request; staff add what this one needs.
import type { ReplyTemplateKind } from './replyTemplateKinds.ts';

export type ReplyTemplateText = { subject: string; body: string };

const closing = 'Mit freundlichen Grüßen\n{{praxis}}';

export const BUILT_IN_REPLY_TEMPLATES: Record<ReplyTemplateKind, ReplyTemplateText> = {
  terminvorschlag: {
    subject: 'Terminvorschlag zu Ihrer Anfrage',
    body: [
      'Guten Tag {{name}},',
      '',
      'vielen Dank für Ihre Anfrage. Wir können Ihnen folgenden Termin anbieten:',
      '',
      '{{datum}} um {{uhrzeit}} Uhr',
      '',
      'Bitte geben Sie uns kurz Bescheid, ob Ihnen der Termin passt. Falls nicht, schlagen wir Ihnen gern einen anderen vor.',
      '',
      closing,
    ].join('\n'),
  },
  rueckrufbitte: {
    subject: 'Bitte um Rückruf zu Ihrer Anfrage',
    body: [
      'Guten Tag {{name}},',
      '',
      'vielen Dank für Ihre Anfrage. Wir würden gern kurz mit Ihnen sprechen und bitten Sie um Ihren Rückruf – am besten zu unseren Öffnungszeiten.',
      '',
      closing,
    ].join('\n'),
  },
  absage_bestaetigt: {
    subject: 'Bestätigung Ihrer Terminabsage',
    body: [
      'Guten Tag {{name}},',
      '',
      'hiermit bestätigen wir die Absage Ihres Termins. Vielen Dank, dass Sie uns rechtzeitig Bescheid gegeben haben. Wenn Sie einen neuen Termin vereinbaren möchten, melden Sie sich gern bei uns.',
      '',
      closing,
    ].join('\n'),
  },
  rezept_fehlt: {
    subject: 'Zu Ihrer Anfrage: Es fehlt noch das Rezept',
    body: [
      'Guten Tag {{name}},',
      '',
      'vielen Dank für Ihre Anfrage. Damit wir Ihre Termine planen können, benötigen wir noch Ihr Rezept (die ärztliche Verordnung). Bitte lassen Sie es uns zukommen – zum Beispiel, indem Sie es bei uns vorbeibringen.',
      '',
      closing,
    ].join('\n'),
  },
  frei: {
    subject: 'Ihre Anfrage bei {{praxis}}',
    body: ['Guten Tag {{name}},', '', '', '', closing].join('\n'),
  },
};
