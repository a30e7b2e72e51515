// The Romanian patient catalogue (issue 29), translated from de.ts. Polite "dumneavoastră" throughout.
// Romanian declines nouns and joins the article to them ("echipa cabinetului"), so a practice word (`w`)
// stands only where its bare form fits; elsewhere the text says it itself ("echipa noastră").
import type { ReceptionWords } from '../../receptionWords.ts';
import type { PatientCatalogue, QuestionTexts } from './catalogue.ts';
import { localNumbers } from './localNumbers.ts';

const { number, megabytes, fileSize, counted: countedByForms } = localNumbers('ro');
/** A count with its noun: "1 oră", "5 ore", "24 de ore" (from 20 on Romanian puts "de" before the noun). */
const counted = (n: number, one: string, many: string) =>
  countedByForms(n, { one, few: many, other: `de ${many}` });
/** A practice word inside a sentence ("Tratament" → "tratament"). */
const lower = (word: string) => word.toLocaleLowerCase('ro');

const MULTI_HINT = 'Puteți selecta mai multe variante';

const influences = {
  activity: 'Activitate',
  rest: 'Repaus',
  lying: 'Poziția culcat',
  sitting: 'Statul pe scaun',
  bending: 'Aplecare',
  standing: 'Statul în picioare',
  walking: 'Mers',
  lifting: 'Ridicarea greutăților',
  overhead_work: 'Lucrul cu brațele deasupra capului',
  gripping: 'Apucarea obiectelor',
  work: 'Muncă',
  sport: 'Sport',
  morning: 'Dimineața',
  noon: 'La prânz',
  evening: 'Seara',
  night: 'Noaptea',
};

const questions: Record<string, QuestionTexts> = {
  bodyParts: {
    title: 'Unde aveți dureri sau alte probleme?',
    hint: MULTI_HINT,
    options: {
      head: 'Cap',
      neck: 'Ceafă',
      shoulder_right: 'Umărul drept',
      shoulder_left: 'Umărul stâng',
      elbow_right: 'Cotul drept',
      elbow_left: 'Cotul stâng',
      hand_right: 'Mâna dreaptă',
      hand_left: 'Mâna stângă',
      chest: 'Piept',
      back: 'Spate',
      hip_right: 'Șoldul drept',
      hip_left: 'Șoldul stâng',
      knee_right: 'Genunchiul drept',
      knee_left: 'Genunchiul stâng',
      foot_right: 'Laba piciorului drept',
      foot_left: 'Laba piciorului stâng',
    },
  },
  painLevel: {
    title: 'Cât de puternice sunt durerile?',
    minLabel: 'abia se simt',
    maxLabel: 'insuportabile',
  },
  painPattern: {
    title: 'Cum apar durerile?',
    options: { permanent: 'Permanent', intermittent: 'Din când în când', variable: 'Variabil' },
  },
  painType: {
    title: 'Cum simțiți durerea?',
    options: {
      stechend: 'Înțepătoare',
      brennend: 'Arzătoare',
      pochend: 'Pulsatilă',
      dumpf: 'Surdă',
      krampfend: 'Ca o crampă',
      ziehend: 'Ca o tragere',
    },
  },
  problemEvolution: {
    title: 'Cum au evoluat problemele?',
    options: {
      gleichbleibend: 'Au rămas la fel',
      besser: 'S-au ameliorat',
      schlechter: 'S-au agravat',
      akut: 'Au apărut brusc',
    },
  },
  negativeInfluences: { title: 'Ce vă agravează problemele?', hint: MULTI_HINT, options: influences },
  positiveInfluences: { title: 'Ce vă ameliorează problemele?', hint: MULTI_HINT, options: influences },
  mobilityChanged: { title: 'S-a schimbat mobilitatea dumneavoastră?' },
  sensitivityChanged: { title: 'Aveți tulburări de sensibilitate (de ex. furnicături, amorțeală)?' },
  strengthChanged: { title: 'V-a scăzut forța?' },
  balanceIssues: { title: 'Aveți probleme de echilibru sau amețeli?' },
  comorbidities: {
    title: 'Aveți boli preexistente?',
    hint: 'de ex. tensiune arterială mare, diabet, operații',
    textLabel: 'Ce boli? (opțional)',
  },
  medications: {
    title: 'Luați medicamente în mod regulat?',
    textLabel: 'Ce medicamente? (opțional)',
  },
  cancer: { title: 'Ați avut sau aveți cancer?' },
  nightSweats: { title: 'Transpirați abundent în timpul nopții?' },
  otherSymptoms: {
    title: 'Aveți și alte probleme?',
    hint: MULTI_HINT,
    options: {
      vision: 'Tulburări de vedere',
      hearing: 'Tulburări de auz',
      incontinence: 'Incontinență',
      constipation: 'Constipație',
      morning_stiffness: 'Rigiditate matinală',
      easy_bruising: 'Tendință la vânătăi',
      shortness_of_breath: 'Dificultăți de respirație',
      cramps: 'Crampe',
    },
  },
  functionalImpairment: { title: 'Problemele vă limitează în viața de zi cu zi sau la locul de muncă?' },
  psychologicalImpact: { title: 'Problemele vă afectează starea psihică?' },
  previousTreatments: {
    title: 'Ce investigații sau tratamente ați făcut deja?',
    options: {
      xray: 'Radiografie',
      mri: 'RMN',
      ct: 'CT',
      injections: 'Injecții',
      physiotherapy: 'Kinetoterapie (fizioterapie)',
      training: 'Antrenament',
    },
    textLabel: 'Altele (opțional)',
  },
  expectations: {
    title: 'Ce așteptați de la tratament?',
    textLabel: 'Așteptările și obiectivele dumneavoastră',
    consentLabel: 'Sunt de acord ca datele mele să fie prelucrate în vederea pregătirii tratamentului.',
  },
};

export const ro: PatientCatalogue = {
  language: 'ro',
  words: {
    medical: {
      company: 'Cabinet',
      providers: 'Terapeuți',
      treatment: 'Tratament',
      appointment: 'Programare',
    },
    'non-medical': {
      company: 'Studio',
      providers: 'Antrenori',
      treatment: 'Antrenament',
      appointment: 'Programare',
    },
  },

  reception: {
    homeLabel: 'Recepție online',
    documentTitle: (pageTitle, practice) => `${pageTitle} · ${practice}`,
    back: 'Înapoi',
    backToWebsite: (practice) => `Accesați site-ul ${practice}`,
    breadcrumbLabel: 'Cale de navigare',
    loading: 'Recepția online se încarcă …',
    newTab: '(se deschide într-o filă nouă)',
    logoAlt: (practice) => `Logo ${practice}`,

    layout: {
      privacy: 'Protecția datelor',
      imprint: 'Informații legale (Impressum)',
      footerNavLabel: 'Mențiuni legale',
      poweredBy: 'Recepție online oferită de Praxisdesk',
      loadFailedTitle: 'Datele cabinetului nu au putut fi încărcate.',
      loadFailedText:
        'Puteți folosi totuși pagina. Dacă trimiterea nu reușește, vă rugăm să încercați din nou mai târziu sau să sunați la cabinet.',
    },

    notFound: {
      title: 'Cabinetul nu a fost găsit',
      text: 'Acestui link nu îi corespunde niciun cabinet. Vă rugăm să verificați adresa sau să deschideți recepția online de pe site-ul cabinetului dumneavoastră.',
      hint: 'Puteți contacta cabinetul și telefonic – numărul îl găsiți pe cardul de programare sau pe site-ul cabinetului.',
    },

    unavailable: {
      title: 'Această opțiune nu este disponibilă momentan',
      text: (_w: ReceptionWords) =>
        'Momentan, echipa noastră nu primește online acest tip de solicitare. Vă rugăm să alegeți o altă opțiune sau să ne contactați telefonic.',
      toBooking: 'Vedeți alte opțiuni',
    },

    home: {
      pageTitle: 'Recepție online',
      welcomeTitle: 'Bine ați venit la recepția online',
      welcomeSubtitle: 'Cu ce vă putem ajuta? Alegeți motivul solicitării.',
      cardsLabel: 'Solicitarea dumneavoastră',
      book: {
        title: (_w: ReceptionWords) => 'Solicitați o programare',
        text: (medical: boolean) =>
          medical
            ? 'Cu rețetă, cu plată privată sau introducând manual datele de pe rețetă.'
            : 'Cu rețetă, cu plată privată sau descriindu-vă obiectivele și dorințele.',
      },
      question: {
        title: 'Puneți o întrebare',
        text: (_w: ReceptionWords) => 'Aveți o întrebare pentru echipa noastră? Scrieți-ne.',
      },
      cancel: {
        title: (_w: ReceptionWords) => 'Anulați o programare',
        text: 'Nu puteți veni? Anulați aici.',
      },
    },

    contact: {
      heading: 'Cum ne puteți contacta',
      phone: 'Telefon',
      email: 'E-mail',
      callUs: (phone) => `Sunați: ${phone}`,
      writeUs: (email) => `Trimiteți un e-mail: ${email}`,
      openingHours: 'Program',
      locations: 'Locații',
    },

    booking: {
      pageTitle: (_w: ReceptionWords) => 'Solicitați o programare',
      breadcrumb: 'Programare',
      intro: 'Cum doriți să faceți solicitarea? Alegeți varianta potrivită.',
      waysLabel: 'Variante de solicitare',
      prescription: {
        title: 'Cu rețetă',
        text: (medical: boolean) =>
          medical
            ? 'Încărcați o fotografie sau un PDF al rețetei dumneavoastră (Heilmittelverordnung).'
            : 'Încărcați o fotografie sau un PDF al rețetei dumneavoastră.',
      },
      selfPay: {
        title: 'Cu plată privată',
        text: (w: ReceptionWords) => `${w.treatment} fără rețetă – plătiți dumneavoastră.`,
      },
      manual: {
        title: (medical: boolean) =>
          medical ? 'Introduceți rețeta manual' : 'Descrieți obiectivele și dorințele',
        text: (medical: boolean) =>
          medical
            ? 'Nu aveți o fotografie la îndemână? Transcrieți pur și simplu datele de pe rețetă.'
            : 'Descrieți-vă obiectivele și serviciile dorite.',
      },
      noWays:
        'Momentan nu se pot trimite solicitări online. Vă rugăm să ne sunați sau să ne trimiteți un e-mail.',
      servicesHeading: 'Serviciile noastre',
      additionalServicesHeading: 'Alte oferte',
      reasonsHeading: (practice) => `De ce ${practice}?`,
      reasons: {
        online: 'Solicitări non-stop – fără așteptare la telefon',
        personal: 'Vă contactăm personal și stabilim împreună toate detaliile',
        secure: 'Datele dumneavoastră sunt transmise și stocate criptat',
        locations: (count: number) => `${counted(count, 'locație', 'locații')} – alegeți-o pe cea potrivită`,
      },
    },

    fields: {
      name: 'Prenume și nume',
      phone: 'Număr de telefon',
      phoneHint: 'Pentru eventuale întrebări legate de solicitarea dumneavoastră',
      email: 'Adresă de e-mail',
      optional: (label) => `${label} (opțional)`,
      honeypot: 'Vă rugăm să lăsați gol',
      requiredNote: 'Toate câmpurile sunt obligatorii, cu excepția celor marcate cu „opțional”.',
    },

    privacy: {
      link: 'Politica de confidențialitate',
      before: 'Am citit ',
      after: ' și sunt de acord ca datele mele să fie prelucrate în vederea soluționării solicitării mele.',
      hint: 'Datele dumneavoastră sunt transmise criptat și sunt citite doar de noi.',
    },

    submit: {
      submitting: 'Se trimite...',
      uploading: 'Se încarcă...',
      unknownError: 'A apărut o eroare necunoscută',
      sendFailed: 'Eroare la trimiterea solicitării',
      cancellationFailed: 'Eroare la trimiterea anulării',
      httpError: (status: number, body) => `HTTP ${status}: ${body}`,
      errorTitle: 'Solicitarea dumneavoastră nu a putut fi trimisă.',
    },

    prescription: {
      pageTitle: (_w: ReceptionWords) => 'Solicitați o programare cu rețetă',
      breadcrumb: 'Cu rețetă',
      intro:
        'Încărcați rețeta și lăsați-ne datele dumneavoastră de contact. Vă vom contacta și vom stabili împreună toate detaliile.',
      fileLabel: 'Rețeta dumneavoastră (fotografie sau PDF)',
      fileHint:
        'JPG, PNG sau PDF de maximum 4 MB – fotografiile mai mari sunt micșorate automat. Vă rugăm să vă asigurați că totul se poate citi ușor.',
      photoShrinking: 'Fotografia dumneavoastră este micșorată pentru trimitere …',
      photoShrunk: (before: number, after: number) =>
        `Fotografia dumneavoastră a fost micșorată pentru trimitere (de la ${megabytes(before)} la ${megabytes(after)}).`,
      messageLabel: 'Mesaj (opțional)',
      messageHint: 'De exemplu, intervalele orare preferate sau locația dorită.',
      submit: 'Trimiteți solicitarea cu rețetă',
      fileTooLarge: (bytes: number) =>
        `Fișierul este prea mare. Maximum: 4 MB (fișierul dumneavoastră: ${megabytes(bytes)})`,
      fileWrongType: 'Format de fișier neacceptat. Formate permise: JPG, PNG, PDF',
      fileMissing: 'Vă rugăm să selectați un fișier.',
      uploadErrorTitle: 'Rețeta dumneavoastră nu a putut fi încărcată.',
      requestSaved:
        'Solicitarea propriu-zisă a ajuns la noi. Puteți încerca din nou încărcarea sau puteți continua fără fișier – în acest caz, vă rugăm să aduceți rețeta când veniți la noi.',
      retryUpload: 'Încărcați din nou rețeta',
      continueWithoutFile: 'Continuați fără fișier',
    },

    upload: {
      submissionNotFound:
        'Solicitarea dumneavoastră nu a fost găsită. Vă rugăm să trimiteți din nou formularul.',
      databaseError:
        'La salvare a apărut o eroare tehnică în baza noastră de date. Echipa noastră a fost informată. Vă rugăm să ne contactați direct:',
      metadataFailed:
        'Informațiile despre fișierul dumneavoastră nu au putut fi salvate. Vă rugăm să încercați din nou peste câteva minute.',
      encryptionFailed:
        'Fișierul dumneavoastră nu a putut fi criptat în siguranță. Vă rugăm să folosiți un alt fișier sau să încercați din nou.',
      notAllowed:
        'Pentru această solicitare nu se mai pot încărca fișiere. Vă rugăm să trimiteți din nou formularul.',
      generic: 'A apărut o eroare la încărcarea fișierului. Vă rugăm să încercați din nou.',
      tooManyUploads:
        'De pe conexiunea dumneavoastră rulează în acest moment mai multe încărcări simultan. Vă rugăm să așteptați puțin și apoi să încercați din nou.',
      timedOut:
        'Transferul fișierului a durat prea mult. Vă rugăm să verificați conexiunea și să încercați din nou.',
      tipsHeading: 'Sfaturi:',
      tips: ['Verificați conexiunea la internet.', 'Sunt permise fișiere JPG, PNG și PDF de maximum 4 MB.'],
    },

    selfPay: {
      pageTitle: (w: ReceptionWords) => `Solicitați ${lower(w.treatment)} cu plată privată`,
      breadcrumb: 'Cu plată privată',
      intro:
        'Doriți să veniți la noi fără rețetă? Descrieți pe scurt motivul solicitării – vă vom contacta cu o propunere.',
      messageLabel: 'Solicitarea dumneavoastră',
      messageHint: (medical: boolean) =>
        medical
          ? 'De exemplu, simptomele, serviciile dorite și intervalele orare preferate.'
          : 'De exemplu, obiectivele, serviciile dorite și intervalele orare preferate.',
      submit: 'Trimiteți solicitarea',
    },

    manual: {
      pageTitle: (medical: boolean) =>
        medical ? 'Introduceți rețeta manual' : 'Descrieți obiectivele și dorințele',
      introMedical:
        'Transcrieți în formular datele de pe rețetă. Vă rugăm să aduceți originalul când veniți la noi.',
      introNonMedical:
        'Descrieți ce doriți să obțineți și ce servicii vă interesează. Vă vom contacta cu o propunere.',
      diagnosis: 'Diagnostic',
      diagnosisHint: 'Așa cum apare pe rețetă, de ex. „Lumbalgie” (durere lombară) sau codul ICD-10.',
      treatment: 'Tratament prescris',
      treatmentHint: 'De exemplu „Krankengymnastik, 6 ×” (kinetoterapie, 6 ședințe).',
      doctor: 'Medicul care a emis rețeta (opțional)',
      prescriptionDate: 'Data emiterii',
      prescriptionDateHint: 'Data din partea de sus a rețetei.',
      prescriptionDateOld: (days: number) =>
        `Rețeta dumneavoastră este mai veche de ${counted(days, 'zi', 'zile')}. De regulă, un tratament pe bază de rețetă trebuie început în cel mult ${counted(days, 'zi', 'zile')} de la data emiterii. Puteți trimite totuși solicitarea – vom stabili împreună cu dumneavoastră pașii următori.`,
      goals: 'Obiectivele dumneavoastră',
      goalsHint: 'De exemplu, să mergeți fără dureri, să faceți din nou sport, să vă îmbunătățiți postura.',
      services: 'Servicii dorite',
      servicesHint: (examples) => (examples ? `De exemplu: ${examples}.` : ''),
      submit: 'Trimiteți solicitarea',
    },

    question: {
      pageTitle: 'Puneți o întrebare',
      breadcrumb: 'Puneți o întrebare',
      intro: (_w: ReceptionWords) =>
        'Scrieți-ne întrebarea dumneavoastră – echipa noastră vă va răspunde cât mai curând posibil.',
      messageLabel: 'Întrebarea dumneavoastră',
      submit: 'Trimiteți întrebarea',
      successTitle: 'Vă mulțumim pentru întrebare!',
      successText: (_w: ReceptionWords) =>
        'Mesajul dumneavoastră a ajuns la noi. Echipa noastră vă va contacta cât mai curând posibil.',
      another: 'Puneți o altă întrebare',
    },

    cancellation: {
      pageTitle: (_w: ReceptionWords) => 'Anulați programarea',
      breadcrumb: (_w: ReceptionWords) => 'Anularea programării',
      intro: 'Nu puteți veni? Vă rugăm să ne anunțați cât mai devreme.',
      noticeTitle: 'Vă rugăm să rețineți',
      notice: (hours: number) =>
        `Vă rugăm să anulați cu cel puțin ${counted(hours, 'oră', 'ore')} înainte de ora stabilită. În caz contrar, se percepe o taxă de neprezentare (Ausfallgebühr).`,
      termsLabel: 'Condițiile de anulare ale cabinetului:',
      appointmentDate: 'Data programării',
      appointmentTime: 'Ora programării',
      shortNoticeTitle: (hours: number) =>
        `Programarea dumneavoastră începe în mai puțin de ${counted(hours, 'oră', 'ore')}.`,
      shortNoticeText: 'Puteți anula totuși – vă rugăm să o faceți cât mai curând.',
      shortNoticeFee:
        'Pentru anulările făcute atât de târziu se percepe o taxă de neprezentare (Ausfallgebühr).',
      reason: 'Motivul anulării (opțional)',
      reasonHint: 'Doriți o altă programare? Ne puteți scrie intervalele orare preferate.',
      submit: 'Trimiteți anularea',
      successTitle: 'Anularea dumneavoastră a fost primită',
      successText: 'Vă mulțumim că ne-ați anunțat. Vă vom contacta dacă avem întrebări.',
      callOnlyTitle: 'Anulări doar telefonic',
      callOnlyText: (_w: ReceptionWords) =>
        'Echipa noastră primește anulările doar telefonic. Vă rugăm să ne sunați în timpul programului.',
      callOnlyNoPhone: (_w: ReceptionWords) => 'Vă rugăm să vă adresați direct echipei noastre.',
    },

    submissionSuccess: {
      pageTitle: 'Solicitare trimisă',
      heading: 'Vă mulțumim! Solicitarea dumneavoastră a fost primită.',
      text: (_w: ReceptionWords) =>
        'Doriți să răspundeți de pe acum la câteva întrebări despre problemele dumneavoastră? Astfel, specialiștii noștri se pot pregăti special pentru dumneavoastră.',
      duration: 'Durată: aproximativ 3–5 minute',
      start: 'Completați acum anamneza',
      skip: 'Săriți peste anamneză',
      countdown: (seconds: number) =>
        `Chestionarul de anamneză se va deschide automat în ${counted(seconds, 'secundă', 'secunde')}.`,
      stopCountdown: 'Opriți redirecționarea automată',
      countdownStopped: 'Redirecționarea automată este oprită.',
    },

    success: {
      pageTitle: 'Gata',
      byType: {
        anamnese: {
          heading: 'Vă mulțumim pentru informații!',
          text: (_w: ReceptionWords) =>
            'Chestionarul dumneavoastră de anamneză a ajuns la noi. Astfel, specialiștii noștri se pot pregăti special pentru dumneavoastră.',
        },
        prescription: {
          heading: 'Solicitarea dumneavoastră cu rețetă a fost primită',
          text: (_w: ReceptionWords) =>
            'Echipa noastră vă verifică rețeta și vă va contacta. Vă rugăm să aduceți originalul când veniți la noi.',
        },
        manual: {
          heading: 'Solicitarea dumneavoastră a fost primită',
          text: (_w: ReceptionWords) => 'Echipa noastră vă verifică datele și vă va contacta.',
        },
        selfpay: {
          heading: 'Solicitarea dumneavoastră a fost primită',
          text: (_w: ReceptionWords) => 'Echipa noastră vă va contacta cu o propunere.',
        },
        default: {
          heading: 'Vă mulțumim!',
          text: (_w: ReceptionWords) =>
            'Mesajul dumneavoastră a ajuns la noi. Echipa noastră vă va contacta cât mai curând posibil.',
        },
      },
      questions: 'Mai aveți întrebări? Ne puteți contacta astfel:',
      toHome: 'Înapoi la recepția online',
    },

    reference: {
      label: 'Numărul dumneavoastră de referință',
      hint: 'Vă rugăm să menționați acest număr atunci când ne contactați în legătură cu solicitarea.',
    },

    thankYou: {
      pageTitle: 'Mesaj trimis',
      heading: 'Vă mulțumim!',
      text: 'Mesajul dumneavoastră a fost transmis cu succes. Vă vom contacta cât mai curând posibil.',
      countdown: (seconds: number) => `Redirecționare automată în ${counted(seconds, 'secundă', 'secunde')}.`,
      stopped: 'Redirecționarea automată a fost oprită.',
      backTo: (practice) => `Înapoi la ${practice}`,
    },

    failure: {
      pageTitle: 'Eroare la trimitere',
      heading: 'Mesajul dumneavoastră nu a putut fi trimis',
      errorLabel: 'Mesaj de eroare',
      reasons: {
        input:
          'Unele date lipseau sau nu erau valide. Vă rugăm să verificați formularul și să îl trimiteți din nou.',
        practice:
          'Cabinetul nu primește cereri prin acest formular. Vă rugăm să contactați direct cabinetul.',
        tooMany:
          'De la conexiunea dumneavoastră au venit prea multe cereri într-un timp scurt. Vă rugăm să încercați mai târziu.',
        refused:
          'Cererea dumneavoastră a fost respinsă din motive de securitate. Vă rugăm să sunați la cabinet.',
        unavailable:
          'Serviciul este temporar indisponibil. Vă rugăm să încercați din nou peste câteva minute.',
      },
      causesHeading: 'Cauze posibile',
      causes: [
        'Conexiunea la internet a fost întreruptă.',
        'Un câmp obligatoriu era gol sau conținea date nevalide.',
        'Un fișier era prea mare sau avea un format neacceptat.',
        'Serviciul a fost temporar indisponibil.',
      ],
      retry: 'Încercați din nou',
      home: 'Înapoi la pagina principală',
      contactHeading: 'Puteți contacta cabinetul și direct:',
    },
  },

  anamnese: {
    pageTitle: 'Anamneză',
    heading: 'Chestionar de anamneză',
    intro: (_providers: string) =>
      'Cu ajutorul acestui chestionar, specialiștii noștri se pregătesc pentru întâlnirea cu dumneavoastră. Vă rugăm să răspundeți la întrebări cât de bine puteți – întrebările care nu vi se aplică pot fi sărite.',
    estimatedTime: 'Durată estimată: 3–5 minute',
    stepOf: (step: number, total: number) => `Pasul ${number(step)} din ${number(total)}`,
    percent: (value: number) => `${number(value)} %`,
    progressLabel: 'Progresul chestionarului',
    progressValueText: (step: number, total: number, percent: number) =>
      `Pasul ${number(step)} din ${number(total)}, ${number(percent)} %`,

    next: 'Continuare',
    back: 'Înapoi',
    skip: 'Săriți peste',
    submit: 'Trimiteți anamneza',
    submitting: 'Se trimite...',
    navigationLabel: 'Pașii chestionarului',

    yesNoLegendHint: 'Vă rugăm să alegeți Da sau Nu.',
    multiHint: MULTI_HINT,
    scaleMinHint: (min: number, label) => `${number(min)} = ${label}`,
    scaleMaxHint: (max: number, label) => `${number(max)} = ${label}`,

    choiceRequired: 'Vă rugăm să selectați „Da” sau „Nu”.',
    expectationsRequired: 'Vă rugăm să descrieți așteptările dumneavoastră.',
    consentRequired: 'Vă rugăm să vă confirmați acordul.',
    privacyIntro: 'Mai multe detalii găsiți în',
    privacyLink: 'Politica noastră de confidențialitate',

    sendError: 'Eroare la trimiterea anamnezei',
    genericError: 'A apărut o eroare',
    unknownType: 'Tip de întrebare necunoscut',
    sendErrorTitle: 'Anamneza nu a putut fi trimisă.',

    missingRequestTitle: 'Nicio solicitare asociată',
    missingRequestText:
      'Chestionarul de anamneză aparține unei solicitări. Vă rugăm să trimiteți mai întâi o solicitare prin recepția online – apoi puteți completa chestionarul.',
    toReception: 'Către recepția online',
  },

  questionnaire: { yes: 'Da', no: 'Nu', questions },

  fieldMessages: {
    name: 'Vă rugăm să introduceți numele.',
    phone: 'Vă rugăm să introduceți numărul de telefon.',
    phoneInvalid: 'Vă rugăm să introduceți un număr de telefon valid, de cel puțin 6 cifre.',
    email: 'Vă rugăm să introduceți adresa de e-mail.',
    emailInvalid: 'Vă rugăm să introduceți o adresă de e-mail validă.',
    privacyConsent: 'Vă rugăm să vă exprimați acordul cu Politica de confidențialitate.',
    message: 'Vă rugăm să introduceți mesajul.',
    appointmentDate: 'Vă rugăm să introduceți data programării.',
    appointmentDateInvalid: 'Vă rugăm să introduceți o dată validă.',
    appointmentTime: 'Vă rugăm să introduceți ora programării.',
    appointmentTimeInvalid: 'Vă rugăm să introduceți o oră validă.',
    appointmentPast: 'Această programare este în trecut. Vă rugăm să verificați data și ora.',
    prescriptionDate: 'Vă rugăm să introduceți data la care a fost emisă rețeta.',
    prescriptionDateFuture: 'Data emiterii nu poate fi în viitor.',
    diagnosis: 'Vă rugăm să introduceți diagnosticul.',
    treatment: 'Vă rugăm să introduceți tratamentul prescris.',
    goals: 'Vă rugăm să vă descrieți obiectivele.',
    services: 'Vă rugăm să introduceți serviciile dorite.',
    empty: 'Formularul nu conține date.',
  },

  components: {
    breadcrumb: {
      label: 'Cale de navigare',
      showAll: 'Afișați toate nivelurile',
    },
    fileDrop: {
      dropHere: 'Trageți fișierul aici',
      or: 'sau',
      choose: 'Selectați fișierul',
      replace: 'Alegeți alt fișier',
      remove: 'Eliminați fișierul',
      selected: 'Fișier selectat:',
      dropNow: 'Eliberați acum pentru a adăuga fișierul',
    },
    fileSize,
    retry: 'Încercați din nou',
    networkError: 'Eroare de conexiune. Vă rugăm să verificați conexiunea la internet.',
  },

  mail: {
    subject: (practice, reference) => `Solicitarea dumneavoastră la ${practice} – referința ${reference}`,
    title: 'Solicitarea dumneavoastră a fost primită',
    greeting: 'Bună ziua,',
    thanks: (practice) =>
      `Vă mulțumim pentru solicitare. Aceasta a fost primită de ${practice}; vă vom contacta cât mai curând posibil.`,
    referenceLabel: 'Numărul dumneavoastră de referință',
    referenceHint: 'Vă rugăm să menționați acest număr dacă aveți întrebări.',
    contactHeading: 'Ne puteți contacta astfel:',
    phone: 'Telefon',
    email: 'E-mail',
    website: 'Site web',
    footer:
      'Acest e-mail a fost trimis automat. Din motive de protecție a datelor, nu conține informații din solicitarea dumneavoastră. Dacă nu ați trimis nicio solicitare, puteți ignora acest e-mail.',
    signingIntro:
      'Înainte de prima programare, cabinetul vă roagă să citiți și să semnați câteva documente. Puteți face acest lucru online prin acest link personal:',
    signingButton: 'Semnați documentele',
    signingHint:
      'Linkul este valabil 7 zile și doar până când toate documentele au primit un răspuns. Vă rugăm să nu îl transmiteți altor persoane.',
  },

  signing: {
    pageTitle: 'Semnarea documentelor',
    breadcrumb: 'Semnarea documentelor',
    loading: 'Documentele se încarcă …',
    intro: (practice) =>
      `${practice} vă roagă să citiți documentele de mai jos și să răspundeți. Durează doar câteva minute.`,
    referenceLabel: 'Numărul de referință al solicitării dumneavoastră:',
    documentOf: (current, total) => `Documentul ${number(current)} din ${number(total)}`,
    progressLabel: 'Progresul semnării',
    required: 'Obligatoriu',
    optional: 'Facultativ',
    optionalHint: 'Acest document este facultativ: vă puteți da acordul sau îl puteți refuza.',
    germanOnlyTitle: 'Disponibil doar în limba germană',
    germanOnly:
      'Cabinetul nu a tradus acest document. Este afișat în limba germană și semnați textul german. Dacă nu înțelegeți ceva, vă rugăm să întrebați la cabinet.',

    decisionLegend: 'Decizia dumneavoastră',
    agree: 'Sunt de acord',
    disagree: 'Nu sunt de acord',
    decisionMissing: 'Vă rugăm să alegeți dacă sunteți de acord.',

    evidenceTitle: 'Semnătură electronică simplă (einfache elektronische Signatur)',
    evidenceText:
      'Semnătura de pe această pagină este o semnătură electronică simplă. Împreună cu răspunsul dumneavoastră se salvează:',
    evidenceItems: [
      'numele dumneavoastră, așa cum îl introduceți, și semnătura',
      'data și ora',
      'versiunea documentului',
      'browserul dumneavoastră',
      'o valoare de control protejată a adresei dumneavoastră de internet (nu adresa însăși)',
    ],
    evidenceProtection: 'Toate datele sunt stocate criptat.',

    nameLabel: 'Numele dumneavoastră complet',
    nameHint:
      'Prenumele și numele. Dacă semnați pentru altă persoană, de exemplu pentru copilul dumneavoastră, introduceți propriul nume.',
    nameMissing: 'Vă rugăm să introduceți numele complet.',

    padLabel: 'Semnătura dumneavoastră',
    padHint: 'Semnați cu degetul sau cu mouse-ul în câmpul de mai jos.',
    padEmpty: 'Vă rugăm să semnați în câmp sau să introduceți numele în schimb.',
    padCleared: 'Câmpul pentru semnătură este gol.',
    clear: 'Ștergeți',
    sign: 'Semnați',
    decline: 'Refuzați',
    sending: 'Se trimite …',

    typeInstead: 'Introduceți numele în schimb',
    drawInstead: 'Semnați cu degetul sau cu mouse-ul în schimb',
    typedTitle: 'Semnătură prin numele introdus',
    typedNote:
      'Numele introdus mai sus ține loc de semnătură. Se înregistrează faptul că ați semnat introducând numele.',
    typedEmpty: 'Numele dumneavoastră apare aici imediat ce îl introduceți mai sus.',

    signedAt: (title, date, time) => `„${title}” a fost semnat pe ${date}, la ora ${time}.`,
    declinedAt: (title, date, time) => `„${title}” a fost refuzat pe ${date}, la ora ${time}.`,
    statusSigned: 'Semnat',
    statusDeclined: 'Refuzat',
    statusPending: 'În așteptare',
    answersHeading: 'Răspunsurile dumneavoastră',

    doneTitle: 'Vă mulțumim',
    doneText: (practice) =>
      `Răspunsurile dumneavoastră au fost primite de ${practice}. Nu mai trebuie să faceți nimic.`,
    doneCopy: 'La cerere, cabinetul vă poate oferi o copie a documentelor semnate.',
    noDocuments: 'Pentru acest link nu mai există documente la care să răspundeți.',

    errors: {
      title: 'Nu a funcționat',
      linkInvalidTitle: 'Linkul nu mai este valabil',
      linkInvalid:
        'Acest link a expirat sau a fost deja folosit. Un link este valabil 7 zile și doar până când toate documentele au primit un răspuns. Dacă doriți totuși să semnați ceva, vă rugăm să contactați cabinetul.',
      linkMissingTitle: 'Link incomplet',
      linkMissing:
        'Această pagină se deschide printr-un link personal. Vă rugăm să deschideți din nou linkul complet din e-mailul dumneavoastră.',
      alreadyAnswered:
        'Acest document a primit deja un răspuns, poate într-o altă fereastră. Starea actuală a fost încărcată.',
      required: 'Acest document este obligatoriu și nu poate fi refuzat.',
      signatureInvalid:
        'Semnătura dumneavoastră nu a putut fi citită. Vă rugăm să o ștergeți și să semnați din nou.',
      validation: 'Vă rugăm să verificați datele și să încercați din nou.',
      network:
        'Nu există conexiune cu serverul. Vă rugăm să verificați conexiunea la internet și să încercați din nou.',
      generic: 'A apărut o eroare. Vă rugăm să încercați din nou mai târziu.',
      loadFailed: 'Documentele nu au putut fi încărcate.',
      contactHeading: 'Cum puteți contacta cabinetul:',
    },

    offer: {
      title: 'Semnarea documentelor',
      text: 'Înainte de prima programare, cabinetul vă roagă să citiți și să semnați câteva documente. Durează doar câteva minute.',
      button: 'Semnați documentele',
      later: 'Dacă primiți un e-mail de confirmare, acesta conține și un link pentru a semna mai târziu.',
    },
  },

  languageSwitch: { label: 'Limbă' },

  patientPage: {
    pageTitle: 'Solicitarea dumneavoastră',
    open: {
      title: 'Deschideți solicitarea dumneavoastră',
      text: 'Pentru protecția datelor dumneavoastră, pagina se deschide doar după ce faceți clic pe „Deschideți solicitarea”.',
      button: 'Deschideți solicitarea',
    },
    code: {
      title: 'Introduceți codul de verificare',
      text: 'Solicitarea dumneavoastră nu a mai fost deschisă pe acest dispozitiv. V-am trimis un cod din 6 cifre la adresa de e-mail din solicitare.',
      label: 'Codul din e-mail',
      submit: 'Confirmați',
      resend: 'Solicitați un cod nou',
      resent: 'V-am trimis un cod nou.',
    },
    errors: {
      linkInvalid:
        'Acest link nu este valabil sau a expirat. Vă rugăm să deschideți linkul din cel mai recent e-mail al cabinetului sau să contactați cabinetul.',
      codeWrong: 'Codul nu este corect. Vă rugăm să îl verificați și să încercați din nou.',
      codeFormat: 'Vă rugăm să introduceți cele 6 cifre din e-mail.',
      codeExpired: 'Codul a expirat. Vă rugăm să solicitați un cod nou.',
      codeLocked: 'Codul a fost introdus greșit de prea multe ori. Vă rugăm să solicitați un cod nou.',
      tooManyCodes:
        'V-am trimis deja mai multe coduri. Vă rugăm să așteptați puțin înainte de a solicita unul nou.',
      noAddress:
        'Pentru această solicitare nu este înregistrată nicio adresă de e-mail. Vă rugăm să contactați cabinetul.',
      sessionEnded: 'Sesiunea dumneavoastră a expirat. Vă rugăm să deschideți din nou linkul din e-mail.',
      messageEmpty: 'Vă rugăm să scrieți un mesaj.',
      messageTooLong: (max) =>
        `Vă rugăm să scurtați mesajul (cel mult ${counted(max, 'caracter', 'caractere')}).`,
      taskDone: 'Această sarcină a fost deja îndeplinită.',
      fileRejected:
        'Nu putem accepta acest fișier. Vă rugăm să trimiteți o fotografie (JPG, PNG) sau un PDF de maximum 10 MB.',
      generic: 'Din păcate, nu a funcționat. Vă rugăm să încercați din nou peste câteva momente.',
      requestClosed: 'Această solicitare a fost închisă. Vă rugăm să contactați direct cabinetul.',
    },
    state: {
      label: 'Stadiul solicitării dumneavoastră',
      neu: 'Primită',
      in_bearbeitung: 'În lucru',
      erledigt: 'Finalizată',
      hint: {
        neu: 'Solicitarea dumneavoastră a ajuns la cabinet. Cabinetul vă va contacta cât mai curând posibil.',
        in_bearbeitung: 'Cabinetul se ocupă de solicitarea dumneavoastră.',
        erledigt: 'Cabinetul a finalizat solicitarea dumneavoastră.',
      },
    },
    referenceLabel: 'Număr de referință',
    sentOn: 'Data trimiterii',
    messages: {
      heading: 'Mesaje',
      empty: 'Încă nu există mesaje. Imediat ce cabinetul vă scrie, veți putea citi mesajul aici.',
      fromPractice: (practice) => practice,
      fromYou: 'Dumneavoastră',
      composeLabel: 'Mesajul dumneavoastră către cabinet',
      send: 'Trimiteți mesajul',
      sent: 'Mesajul dumneavoastră a fost trimis.',
      attach: 'Atașați o fotografie sau un PDF',
      attachHint: 'JPG, PNG sau PDF, de maximum 10 MB.',
      removeAttachment: 'Eliminați atașamentul',
      attachment: 'Atașament',
    },
    tasks: {
      heading: 'Ce mai este de făcut',
      none: 'În acest moment nu este nimic de făcut.',
      anamnese: 'Completați chestionarul de anamneză',
      signature: (title) => `Citiți și semnați „${title}”`,
      start: 'Rezolvați acum',
    },
    documents: {
      heading: 'Documentele dumneavoastră semnate',
      signedOn: (date) => `Semnat pe ${date}`,
      download: 'Descărcați PDF-ul',
      none: 'Încă nu există documente semnate.',
    },
    contactHeading: 'Cum puteți contacta cabinetul',
    stillOpen: {
      pageTitle: 'Aproape gata',
      intro: 'Solicitarea dumneavoastră a fost primită. Vă rugăm să mai rezolvați următoarele:',
      signature: (title) => `Semnați „${title}”`,
      anamnese: 'Completați chestionarul de anamneză',
      later:
        'Puteți face acest lucru și mai târziu: v-am trimis prin e-mail linkul către pagina dumneavoastră personală.',
    },
    germanOriginal: 'Cabinetul a scris acest text în limba germană.',
    mail: {
      linkHint:
        'Linkul este personal; vă rugăm să nu îl transmiteți altor persoane. Pe un dispozitiv nou vă vom cere în plus un cod, pe care îl trimitem la această adresă.',
      pageIntro: 'Stadiul solicitării și mesajele cabinetului le găsiți pe pagina dumneavoastră personală:',
      pageButton: 'Vedeți solicitarea',
      message: {
        subject: (practice, reference) => `Mesaj nou de la ${practice} – referința ${reference}`,
        title: 'Cabinetul v-a scris',
        text: 'Aveți un mesaj nou în legătură cu solicitarea dumneavoastră. Din motive de protecție a datelor, mesajul nu apare în acest e-mail; îl puteți citi și îi puteți răspunde pe pagina dumneavoastră personală.',
        button: 'Citiți mesajul',
      },
      task: {
        subject: (practice, reference) =>
          `${practice} vă roagă să furnizați câteva informații – referința ${reference}`,
        title: 'Cabinetul are o rugăminte',
        anamnese: 'Cabinetul vă roagă să completați chestionarul de anamneză înainte de programare.',
        signature: 'Cabinetul vă roagă să citiți și să semnați un document.',
        button: 'Mergeți la solicitare',
      },
      code: {
        subject: (practice) => `Codul dumneavoastră de verificare pentru solicitarea la ${practice}`,
        title: 'Codul dumneavoastră de verificare',
        text: 'Doriți să deschideți solicitarea pe un dispozitiv nou. Codul dumneavoastră este:',
        hint: 'Codul este valabil 15 minute. Dacă nu l-ați solicitat, puteți ignora acest e-mail.',
      },
    },
  },
};
