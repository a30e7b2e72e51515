// „Ihre Anfrage“, the patient's own page of a request (issue 45), and the mails that lead to it. German is the
// source; each patient catalogue translates it (`patientPage`). No text here may carry anything the patient
// wrote or the practice answered: the mails name the practice and the reference only.

export const patientPageTexts = {
  pageTitle: 'Ihre Anfrage',
  open: {
    title: 'Ihre Anfrage öffnen',
    text: 'Zum Schutz Ihrer Daten öffnet sich die Seite erst, wenn Sie auf „Anfrage öffnen“ klicken.',
    button: 'Anfrage öffnen',
  },
  code: {
    title: 'Bestätigungscode eingeben',
    text: 'Dieses Gerät kennt Ihre Anfrage noch nicht. Wir haben Ihnen einen 6-stelligen Code an die E-Mail-Adresse aus Ihrer Anfrage gesendet.',
    label: 'Code aus der E-Mail',
    submit: 'Bestätigen',
    resend: 'Neuen Code senden',
    resent: 'Wir haben Ihnen einen neuen Code gesendet.',
  },
  errors: {
    linkInvalid:
      'Dieser Link ist ungültig oder abgelaufen. Öffnen Sie bitte den Link aus der neuesten E-Mail der Praxis oder wenden Sie sich an die Praxis.',
    codeWrong: 'Der Code stimmt nicht. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
    codeFormat: 'Bitte geben Sie die 6 Ziffern aus der E-Mail ein.',
    codeExpired: 'Der Code ist abgelaufen. Bitte lassen Sie sich einen neuen Code senden.',
    codeLocked: 'Der Code wurde zu oft falsch eingegeben. Bitte lassen Sie sich einen neuen Code senden.',
    tooManyCodes:
      'Wir haben schon mehrere Codes gesendet. Bitte warten Sie eine Weile, bevor Sie einen neuen anfordern.',
    noAddress: 'Für diese Anfrage ist keine E-Mail-Adresse hinterlegt. Bitte wenden Sie sich an die Praxis.',
    sessionEnded: 'Ihre Sitzung ist abgelaufen. Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.',
    messageEmpty: 'Bitte schreiben Sie eine Nachricht.',
    messageTooLong: (max: number) => `Bitte fassen Sie sich kürzer (höchstens ${max} Zeichen).`,
    taskDone: 'Diese Aufgabe ist schon erledigt.',
    fileRejected:
      'Diese Datei können wir nicht annehmen. Bitte senden Sie ein Foto (JPG, PNG) oder ein PDF von höchstens 10 MB.',
    generic: 'Das hat leider nicht geklappt. Bitte versuchen Sie es in einem Moment noch einmal.',
    requestClosed: 'Diese Anfrage ist abgeschlossen. Bitte wenden Sie sich direkt an die Praxis.',
  },
  state: {
    label: 'Stand Ihrer Anfrage',
    neu: 'Eingegangen',
    in_bearbeitung: 'In Bearbeitung',
    erledigt: 'Erledigt',
    hint: {
      neu: 'Ihre Anfrage ist bei der Praxis eingegangen. Sie meldet sich so bald wie möglich.',
      in_bearbeitung: 'Die Praxis bearbeitet Ihre Anfrage.',
      erledigt: 'Die Praxis hat Ihre Anfrage abgeschlossen.',
    },
  },
  referenceLabel: 'Referenznummer',
  sentOn: 'Gesendet am',
  messages: {
    heading: 'Nachrichten',
    empty: 'Noch keine Nachrichten. Sobald die Praxis Ihnen schreibt, lesen Sie es hier.',
    fromPractice: (practice: string) => practice,
    fromYou: 'Sie',
    composeLabel: 'Ihre Nachricht an die Praxis',
    send: 'Nachricht senden',
    sent: 'Ihre Nachricht wurde gesendet.',
    attach: 'Foto oder PDF anhängen',
    attachHint: 'JPG, PNG oder PDF, höchstens 10 MB.',
    removeAttachment: 'Anhang entfernen',
    attachment: 'Anhang',
  },
  tasks: {
    heading: 'Was noch zu tun ist',
    none: 'Im Moment ist nichts zu tun.',
    anamnese: 'Anamnesebogen ausfüllen',
    signature: (title: string) => `„${title}“ lesen und unterschreiben`,
    start: 'Jetzt erledigen',
  },
  documents: {
    heading: 'Ihre unterschriebenen Dokumente',
    signedOn: (date: string) => `Unterschrieben am ${date}`,
    download: 'PDF herunterladen',
    none: 'Noch keine unterschriebenen Dokumente.',
  },
  contactHeading: 'So erreichen Sie die Praxis',
  // The reception's last page while something required is still open (instead of „Alles erledigt“).
  stillOpen: {
    pageTitle: 'Fast geschafft',
    intro: 'Ihre Anfrage ist eingegangen. Bitte erledigen Sie noch:',
    signature: (title: string) => `„${title}“ unterschreiben`,
    anamnese: 'Anamnesebogen ausfüllen',
    later:
      'Sie können das auch später erledigen: Den Link zu Ihrer persönlichen Seite haben wir Ihnen per E-Mail gesendet.',
  },
  germanOriginal: 'Diesen Text hat die Praxis auf Deutsch geschrieben.',
  mail: {
    linkHint:
      'Der Link ist persönlich; bitte geben Sie ihn nicht weiter. Auf einem neuen Gerät fragen wir zusätzlich nach einem Code, den wir an diese Adresse senden.',
    pageIntro:
      'Den Stand Ihrer Anfrage und die Nachrichten der Praxis finden Sie auf Ihrer persönlichen Seite:',
    pageButton: 'Ihre Anfrage ansehen',
    message: {
      subject: (practice: string, reference: string) =>
        `Neue Nachricht von ${practice} – Referenz ${reference}`,
      title: 'Die Praxis hat Ihnen geschrieben',
      text: 'zu Ihrer Anfrage gibt es eine neue Nachricht. Aus Datenschutzgründen steht sie nicht in dieser E-Mail; Sie lesen und beantworten sie auf Ihrer persönlichen Seite.',
      button: 'Nachricht lesen',
    },
    task: {
      subject: (practice: string, reference: string) =>
        `${practice} bittet Sie um Ihre Angaben – Referenz ${reference}`,
      title: 'Die Praxis bittet Sie um etwas',
      anamnese: 'die Praxis bittet Sie, vor Ihrem Termin den Anamnesebogen auszufüllen.',
      signature: 'die Praxis bittet Sie, ein Dokument zu lesen und zu unterschreiben.',
      button: 'Zur Anfrage',
    },
    code: {
      subject: (practice: string) => `Ihr Bestätigungscode für Ihre Anfrage bei ${practice}`,
      title: 'Ihr Bestätigungscode',
      text: 'Sie möchten Ihre Anfrage auf einem neuen Gerät öffnen. Ihr Code lautet:',
      hint: 'Der Code gilt 15 Minuten. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    },
  },
};
