// The addresses of the public reception (spec 002 §2), in one place for links, redirects and the route table.
export const RECEPTION_PATHS = {
  home: '/online-rezeption',
  booking: '/online-rezeption/terminbuchung',
  prescription: '/online-rezeption/terminbuchung/rezept',
  selfPay: '/online-rezeption/terminbuchung/kein-rezept',
  manual: '/online-rezeption/terminbuchung/manuell',
  question: '/online-rezeption/fragen',
  cancellation: '/online-rezeption/absagen',
  submissionSuccess: '/online-rezeption/submission-erfolg',
  anamnese: '/online-rezeption/anamnese',
  success: '/online-rezeption/erfolg',
  /** Issue 30: the request's consent documents; the mail's link adds `#t=<token>`. */
  signing: '/online-rezeption/unterschreiben',
  /** Issue 45: „Ihre Anfrage“, the patient's own page of a request; its mails add `#t=<token>`. */
  patientPage: '/online-rezeption/ihre-anfrage',
} as const;

/** The thank-you and failure pages that practice websites redirect to (spec 002 §2). */
export const THANK_YOU_PATHS = ['/success', '/success.html'] as const;
export const FAILURE_PATHS = ['/error', '/error.html'] as const;
