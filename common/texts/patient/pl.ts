// The Polish patient catalogue (issue 29), translated from the German one (de.ts). Polite impersonal address
// ("Prosimy…", "Państwo"); buttons speak in the first person ("Wysyłam…") or name the action, never "ty".
// `w` holds this file's own `words` (nominative); where Polish needs another case, the text says it itself.
import type { ReceptionWords } from '../../receptionWords.ts';
import type { PatientCatalogue } from './catalogue.ts';
import { localNumbers } from './localNumbers.ts';

const { number, megabytes, fileSize, counted } = localNumbers('pl');

/** A noun after a number takes one of three forms: "1 sekundę", "5 sekund", `other` "3 sekundy" (and 1,5). */
const seconds = (count: number) => counted(count, { one: 'sekundę', many: 'sekund', other: 'sekundy' });
/** Accusative: "co najmniej 24 godziny przed", "za mniej niż godzinę" ("1 godzinę"). */
const hours = (count: number) => counted(count, { one: 'godzinę', many: 'godzin', other: 'godziny' });

const manualWayTitle = (medical: boolean) => (medical ? 'Ręczne wpisanie recepty' : 'Cele i oczekiwania');

/** What makes symptoms worse or better: both questions offer the same. */
const INFLUENCES = {
  activity: 'Aktywność',
  rest: 'Odpoczynek',
  lying: 'Leżenie',
  sitting: 'Siedzenie',
  bending: 'Schylanie się',
  standing: 'Stanie',
  walking: 'Chodzenie',
  lifting: 'Podnoszenie',
  overhead_work: 'Praca z rękami nad głową',
  gripping: 'Chwytanie',
  work: 'Praca',
  sport: 'Sport',
  morning: 'Rano',
  noon: 'W południe',
  evening: 'Wieczorem',
  night: 'W nocy',
};

export const pl: PatientCatalogue = {
  language: 'pl',
  words: {
    medical: { company: 'gabinet', providers: 'terapeuci', treatment: 'terapia', appointment: 'wizyta' },
    'non-medical': { company: 'studio', providers: 'trenerzy', treatment: 'trening', appointment: 'termin' },
  },

  reception: {
    homeLabel: 'Recepcja online',
    documentTitle: (pageTitle: string, practice: string) => `${pageTitle} · ${practice}`,
    back: 'Wstecz',
    backToWebsite: (practice: string) => `Strona internetowa: ${practice}`,
    breadcrumbLabel: 'Ścieżka nawigacji',
    loading: 'Trwa ładowanie recepcji online…',
    newTab: '(otwiera się w nowej karcie)',
    logoAlt: (practice: string) => `Logo: ${practice}`,

    layout: {
      privacy: 'Polityka prywatności',
      imprint: 'Nota prawna',
      footerNavLabel: 'Informacje prawne',
      poweredBy: 'Recepcja online Praxisdesk',
      loadFailedTitle: 'Nie udało się wczytać informacji o placówce.',
      loadFailedText:
        'Mimo to można korzystać ze strony. Jeśli wysłanie się nie powiedzie, prosimy spróbować ponownie później lub zadzwonić do placówki.',
    },

    notFound: {
      title: 'Nie znaleziono placówki',
      text: 'Pod tym linkiem nie ma żadnej placówki. Prosimy sprawdzić adres lub otworzyć recepcję online ze strony internetowej swojej placówki.',
      hint: 'Z placówką można też skontaktować się telefonicznie – numer znajduje się na karcie wizyt lub na stronie internetowej placówki.',
    },

    unavailable: {
      title: 'Ta możliwość jest obecnie niedostępna',
      text: (_w: ReceptionWords) =>
        'Nasz zespół nie przyjmuje obecnie takich zapytań online. Prosimy wybrać inną możliwość lub skontaktować się z nami telefonicznie.',
      toBooking: 'Inne możliwości',
    },

    home: {
      pageTitle: 'Recepcja online',
      welcomeTitle: 'Witamy w recepcji online',
      welcomeSubtitle: 'W czym możemy pomóc? Prosimy wybrać swoją sprawę.',
      cardsLabel: 'Państwa sprawa',
      book: {
        title: (_w: ReceptionWords) => 'Zapytanie o termin',
        text: (medical: boolean) =>
          medical
            ? 'Z receptą, na własny koszt lub przez ręczne wpisanie danych z recepty.'
            : 'Z receptą, na własny koszt lub przez opisanie swoich celów i oczekiwań.',
      },
      question: {
        title: 'Pytanie do nas',
        text: (_w: ReceptionWords) => 'Mają Państwo pytanie do naszego zespołu? Prosimy do nas napisać.',
      },
      cancel: {
        title: (_w: ReceptionWords) => 'Odwołanie terminu',
        text: 'Nie mogą Państwo przyjść? Tutaj można odwołać termin.',
      },
    },

    contact: {
      heading: 'Kontakt z nami',
      phone: 'Telefon',
      email: 'E-mail',
      callUs: (phone: string) => `Telefon: ${phone}`,
      writeUs: (email: string) => `E-mail: ${email}`,
      openingHours: 'Godziny otwarcia',
      locations: 'Lokalizacje',
    },

    booking: {
      pageTitle: (_w: ReceptionWords) => 'Zapytanie o termin',
      breadcrumb: 'Rezerwacja terminu',
      intro: 'W jaki sposób chcą Państwo wysłać zapytanie? Prosimy wybrać odpowiednią możliwość.',
      waysLabel: 'Sposoby wysłania zapytania',
      prescription: {
        title: 'Z receptą',
        text: (medical: boolean) =>
          medical
            ? 'Prosimy przesłać zdjęcie lub plik PDF recepty (Heilmittelverordnung).'
            : 'Prosimy przesłać zdjęcie lub plik PDF recepty.',
      },
      selfPay: {
        title: 'Na własny koszt',
        text: (w: ReceptionWords) => `Bez recepty: ${w.treatment} na własny koszt.`,
      },
      manual: {
        title: manualWayTitle,
        text: (medical: boolean) =>
          medical
            ? 'Nie mają Państwo zdjęcia pod ręką? Wystarczy przepisać dane z recepty.'
            : 'Prosimy opisać swoje cele i usługi, które Państwa interesują.',
      },
      noWays: 'Zapytania online nie są obecnie możliwe. Prosimy do nas zadzwonić lub napisać e-mail.',
      servicesHeading: 'Nasze usługi',
      additionalServicesHeading: 'Pozostała oferta',
      reasonsHeading: (practice: string) => `${practice} – dlaczego warto nas wybrać`,
      reasons: {
        online: 'Zapytania przez całą dobę – bez czekania na połączenie',
        personal: 'Kontaktujemy się osobiście i ustalamy wszystkie szczegóły',
        secure: 'Dane są przesyłane i przechowywane w formie zaszyfrowanej',
        locations: (count: number) =>
          `${counted(count, { one: 'lokalizacja', many: 'lokalizacji', other: 'lokalizacje' })} – można wybrać najdogodniejszą`,
      },
    },

    fields: {
      name: 'Imię i nazwisko',
      phone: 'Numer telefonu',
      phoneHint: 'Na wypadek pytań dotyczących zapytania',
      email: 'Adres e-mail',
      optional: (label: string) => `${label} (opcjonalnie)`,
      honeypot: 'Prosimy zostawić puste',
      requiredNote: 'Wszystkie pola są obowiązkowe, chyba że oznaczono je jako „opcjonalnie”.',
    },

    privacy: {
      link: 'polityką prywatności',
      before: 'Potwierdzam zapoznanie się z ',
      after: ' i wyrażam zgodę na przetwarzanie moich danych w celu rozpatrzenia zapytania.',
      hint: 'Dane są przesyłane w formie zaszyfrowanej i tylko my mamy do nich dostęp.',
    },

    submit: {
      submitting: 'Wysyłanie…',
      uploading: 'Przesyłanie pliku…',
      unknownError: 'Wystąpił nieznany błąd',
      sendFailed: 'Błąd podczas wysyłania zapytania',
      cancellationFailed: 'Błąd podczas wysyłania odwołania',
      httpError: (status: number, body: string) => `HTTP ${status}: ${body}`,
      errorTitle: 'Nie udało się wysłać zapytania.',
    },

    prescription: {
      pageTitle: (_w: ReceptionWords) => 'Zapytanie o termin z receptą',
      breadcrumb: 'Z receptą',
      intro:
        'Prosimy przesłać receptę i zostawić dane kontaktowe. Odezwiemy się do Państwa i ustalimy wszystkie szczegóły.',
      fileLabel: 'Recepta (zdjęcie lub PDF)',
      fileHint:
        'JPG, PNG lub PDF do 4 MB – większe zdjęcia zostaną automatycznie zmniejszone. Prosimy zadbać o to, aby wszystko było dobrze czytelne.',
      photoShrinking: 'Trwa zmniejszanie zdjęcia przed wysłaniem…',
      photoShrunk: (before: number, after: number) =>
        `Zdjęcie zostało zmniejszone przed wysłaniem (z ${megabytes(before)} do ${megabytes(after)}).`,
      messageLabel: 'Wiadomość (opcjonalnie)',
      messageHint: 'Na przykład preferowane terminy lub wybrana lokalizacja.',
      submit: 'Wysyłam zapytanie z receptą',
      fileTooLarge: (bytes: number) =>
        `Plik jest za duży. Maksimum: 4 MB (rozmiar pliku: ${megabytes(bytes)})`,
      fileWrongType: 'Nieobsługiwany format pliku. Dozwolone: JPG, PNG, PDF',
      fileMissing: 'Prosimy wybrać plik.',
      uploadErrorTitle: 'Nie udało się przesłać recepty.',
      requestSaved:
        'Samo zapytanie do nas dotarło. Można spróbować ponownie przesłać plik albo kontynuować bez niego – wtedy prosimy zabrać receptę ze sobą na wizytę.',
      retryUpload: 'Ponowne przesłanie recepty',
      continueWithoutFile: 'Dalej bez pliku',
    },

    upload: {
      submissionNotFound: 'Nie znaleziono zapytania. Prosimy wysłać formularz jeszcze raz.',
      databaseError:
        'Podczas zapisywania wystąpił błąd techniczny naszej bazy danych. Nasz zespół został o tym poinformowany. Prosimy skontaktować się z nami bezpośrednio:',
      metadataFailed: 'Nie udało się zapisać informacji o pliku. Prosimy spróbować ponownie za kilka minut.',
      encryptionFailed:
        'Nie udało się bezpiecznie zaszyfrować pliku. Prosimy użyć innego pliku lub spróbować ponownie.',
      notAllowed: 'Do tego zapytania nie można już przesłać pliku. Prosimy wysłać formularz jeszcze raz.',
      generic: 'Podczas przesyłania pliku wystąpił błąd. Prosimy spróbować ponownie.',
      tooManyUploads:
        'Z Państwa połączenia trwa obecnie kilka przesyłań naraz. Prosimy chwilę odczekać i spróbować ponownie.',
      timedOut: 'Przesyłanie pliku trwało zbyt długo. Prosimy sprawdzić połączenie i spróbować ponownie.',
      tipsHeading: 'Wskazówki:',
      tips: ['Prosimy sprawdzić połączenie z internetem.', 'Dozwolone są pliki JPG, PNG i PDF do 4 MB.'],
    },

    selfPay: {
      pageTitle: (_w: ReceptionWords) => 'Zapytanie bez recepty, na własny koszt',
      breadcrumb: 'Na własny koszt',
      intro:
        'Chcą Państwo przyjść do nas bez recepty? Prosimy krótko opisać swoją sprawę – odezwiemy się z propozycją.',
      messageLabel: 'Opis sprawy',
      messageHint: (medical: boolean) =>
        medical
          ? 'Na przykład dolegliwości, usługi, które Państwa interesują, i preferowane terminy.'
          : 'Na przykład cele, usługi, które Państwa interesują, i preferowane terminy.',
      submit: 'Wysyłam zapytanie',
    },

    manual: {
      pageTitle: manualWayTitle,
      introMedical:
        'Prosimy przepisać do formularza dane z recepty (Heilmittelverordnung). Oryginał prosimy zabrać ze sobą na wizytę.',
      introNonMedical:
        'Prosimy opisać, co chcą Państwo osiągnąć i jakie usługi Państwa interesują. Odezwiemy się z propozycją.',
      diagnosis: 'Diagnoza',
      diagnosisHint: 'Tak, jak widnieje na recepcie, np. „Lumbalgie” (ból krzyża) lub kod ICD-10.',
      treatment: 'Zlecone leczenie',
      treatmentHint: 'Na przykład „Krankengymnastik, 6 ×” (fizjoterapia, 6 zabiegów).',
      doctor: 'Lekarz wystawiający receptę (opcjonalnie)',
      prescriptionDate: 'Data wystawienia',
      prescriptionDateHint: 'Data w górnej części recepty.',
      prescriptionDateOld: (days: number) =>
        `Recepta jest starsza niż ${counted(days, { one: 'dzień', other: 'dni' })}. Leczenie na podstawie recepty musi zwykle rozpocząć się w ciągu ${counted(days, { one: 'dnia', other: 'dni' })} od daty wystawienia. Mimo to można wysłać zapytanie – wspólnie ustalimy dalsze kroki.`,
      goals: 'Państwa cele',
      goalsHint: 'Na przykład chodzenie bez bólu, powrót do sportu, poprawa postawy.',
      services: 'Usługi, które Państwa interesują',
      servicesHint: (examples: string) => (examples ? `Na przykład: ${examples}.` : ''),
      submit: 'Wysyłam zapytanie',
    },

    question: {
      pageTitle: 'Pytanie do nas',
      breadcrumb: 'Pytanie do nas',
      intro: (_w: ReceptionWords) =>
        'Prosimy napisać swoje pytanie – nasz zespół odpowie najszybciej, jak to możliwe.',
      messageLabel: 'Treść pytania',
      submit: 'Wysyłam pytanie',
      successTitle: 'Dziękujemy za pytanie!',
      successText: (_w: ReceptionWords) =>
        'Wiadomość do nas dotarła. Nasz zespół odezwie się do Państwa najszybciej, jak to możliwe.',
      another: 'Kolejne pytanie',
    },

    cancellation: {
      pageTitle: (_w: ReceptionWords) => 'Odwołanie terminu',
      breadcrumb: (_w: ReceptionWords) => 'Odwołanie terminu',
      intro: 'Nie mogą Państwo przyjść? Prosimy dać nam znać jak najwcześniej.',
      noticeTitle: 'Prosimy pamiętać',
      notice: (count: number) =>
        `Termin należy odwołać co najmniej ${hours(count)} przed umówioną godziną rozpoczęcia. W przeciwnym razie zostanie naliczona opłata za niewykorzystany termin.`,
      termsLabel: 'Warunki odwołania ustalone przez placówkę:',
      appointmentDate: 'Data terminu',
      appointmentTime: 'Godzina terminu',
      shortNoticeTitle: (count: number) => `Termin rozpoczyna się za mniej niż ${hours(count)}.`,
      shortNoticeText: 'Mimo to można odwołać termin – prosimy zrobić to jak najwcześniej.',
      shortNoticeFee: 'Za odwołanie w tak krótkim terminie naliczana jest opłata.',
      reason: 'Powód odwołania (opcjonalnie)',
      reasonHint: 'Potrzebują Państwo innego terminu? Prosimy podać, jakie terminy Państwu odpowiadają.',
      submit: 'Odwołuję termin',
      successTitle: 'Otrzymaliśmy odwołanie',
      successText: 'Dziękujemy za informację. Jeśli będziemy mieć pytania, skontaktujemy się z Państwem.',
      callOnlyTitle: 'Odwołanie tylko telefonicznie',
      callOnlyText: (_w: ReceptionWords) =>
        'Nasz zespół przyjmuje odwołania wyłącznie telefonicznie. Prosimy zadzwonić w godzinach otwarcia.',
      callOnlyNoPhone: (_w: ReceptionWords) => 'Prosimy skontaktować się bezpośrednio z naszym zespołem.',
    },

    submissionSuccess: {
      pageTitle: 'Zapytanie wysłane',
      heading: 'Dziękujemy! Zapytanie do nas dotarło.',
      text: (w: ReceptionWords) =>
        `Czy zechcą Państwo już teraz odpowiedzieć na kilka pytań o swoje dolegliwości? Dzięki temu nasi ${w.providers} będą mogli dobrze przygotować się do wizyty.`,
      duration: 'Czas: około 3–5 minut',
      start: 'Do wywiadu medycznego',
      skip: 'Pomijam wywiad medyczny',
      countdown: (count: number) =>
        `Za ${seconds(count)} nastąpi automatyczne przejście do wywiadu medycznego.`,
      stopCountdown: 'Zatrzymanie automatycznego przejścia',
      countdownStopped: 'Automatyczne przejście jest zatrzymane.',
    },

    success: {
      pageTitle: 'Gotowe',
      byType: {
        anamnese: {
          heading: 'Dziękujemy za odpowiedzi!',
          text: (w: ReceptionWords) =>
            `Kwestionariusz wywiadu medycznego do nas dotarł. Dzięki niemu nasi ${w.providers} mogą dobrze przygotować się do wizyty.`,
        },
        prescription: {
          heading: 'Zapytanie z receptą do nas dotarło',
          text: (_w: ReceptionWords) =>
            'Nasz zespół sprawdzi receptę i skontaktuje się z Państwem. Prosimy zabrać oryginał ze sobą na wizytę.',
        },
        manual: {
          heading: 'Zapytanie do nas dotarło',
          text: (_w: ReceptionWords) => 'Nasz zespół sprawdzi podane dane i skontaktuje się z Państwem.',
        },
        selfpay: {
          heading: 'Zapytanie do nas dotarło',
          text: (_w: ReceptionWords) => 'Nasz zespół skontaktuje się z Państwem i przedstawi propozycję.',
        },
        default: {
          heading: 'Dziękujemy!',
          text: (_w: ReceptionWords) =>
            'Wiadomość do nas dotarła. Nasz zespół odezwie się do Państwa najszybciej, jak to możliwe.',
        },
      },
      questions: 'Mają Państwo pytania? Oto jak się z nami skontaktować:',
      toHome: 'Do recepcji online',
    },

    reference: {
      label: 'Numer referencyjny',
      hint: 'Prosimy podawać ten numer przy każdym kontakcie z nami w sprawie zapytania.',
    },

    thankYou: {
      pageTitle: 'Wiadomość wysłana',
      heading: 'Dziękujemy!',
      text: 'Wiadomość została wysłana. Odezwiemy się do Państwa najszybciej, jak to możliwe.',
      countdown: (count: number) => `Za ${seconds(count)} nastąpi przekierowanie.`,
      stopped: 'Automatyczne przekierowanie zostało zatrzymane.',
      backTo: (practice: string) => `Powrót na stronę: ${practice}`,
    },

    failure: {
      pageTitle: 'Błąd wysyłania',
      heading: 'Nie udało się wysłać wiadomości',
      errorLabel: 'Komunikat błędu',
      reasons: {
        input:
          'Brakowało niektórych danych lub były one nieprawidłowe. Proszę sprawdzić formularz i wysłać go ponownie.',
        practice:
          'Placówka nie przyjmuje zgłoszeń przez ten formularz. Proszę skontaktować się bezpośrednio z placówką.',
        tooMany:
          'Z Państwa połączenia wysłano w krótkim czasie zbyt wiele zgłoszeń. Proszę spróbować ponownie później.',
        refused:
          'Zgłoszenie zostało odrzucone ze względów bezpieczeństwa. Proszę skontaktować się z placówką telefonicznie.',
        unavailable: 'Usługa jest chwilowo niedostępna. Proszę spróbować ponownie za kilka minut.',
      },
      causesHeading: 'Możliwe przyczyny',
      causes: [
        'Połączenie z internetem zostało przerwane.',
        'Pole obowiązkowe było puste lub zawierało nieprawidłowe dane.',
        'Plik był za duży lub miał nieobsługiwany format.',
        'Usługa była chwilowo niedostępna.',
      ],
      retry: 'Ponowna próba',
      home: 'Powrót do strony głównej',
      contactHeading: 'Można też skontaktować się bezpośrednio z placówką:',
    },
  },

  anamnese: {
    pageTitle: 'Wywiad medyczny',
    heading: 'Kwestionariusz wywiadu medycznego',
    intro: (providers: string) =>
      `Dzięki temu kwestionariuszowi nasi ${providers} mogą przygotować się do wizyty. Prosimy odpowiedzieć na pytania najlepiej, jak to możliwe – pytania, które Państwa nie dotyczą, można pominąć.`,
    estimatedTime: 'Szacowany czas: 3–5 minut',
    stepOf: (step: number, total: number) => `Krok ${number(step)} z ${number(total)}`,
    percent: (value: number) => `${number(value)}%`,
    progressLabel: 'Postęp wypełniania kwestionariusza',
    progressValueText: (step: number, total: number, percent: number) =>
      `Krok ${number(step)} z ${number(total)}, ${number(percent)}%`,

    next: 'Dalej',
    back: 'Wstecz',
    skip: 'Pomijam pytanie',
    submit: 'Wysyłam kwestionariusz',
    submitting: 'Wysyłanie…',
    navigationLabel: 'Kroki kwestionariusza',

    yesNoLegendHint: 'Prosimy wybrać Tak lub Nie.',
    multiHint: 'Można wybrać kilka odpowiedzi',
    scaleMinHint: (min: number, label: string) => `${number(min)} = ${label}`,
    scaleMaxHint: (max: number, label: string) => `${number(max)} = ${label}`,

    choiceRequired: 'Prosimy wybrać „Tak” lub „Nie”.',
    expectationsRequired: 'Prosimy opisać swoje oczekiwania.',
    consentRequired: 'Prosimy potwierdzić zgodę.',
    privacyIntro: 'Więcej informacji w naszej',
    privacyLink: 'polityce prywatności',

    sendError: 'Błąd podczas wysyłania wywiadu medycznego',
    genericError: 'Wystąpił błąd',
    unknownType: 'Nieznany typ pytania',
    sendErrorTitle: 'Nie udało się wysłać wywiadu medycznego.',

    missingRequestTitle: 'Brak powiązanego zapytania',
    missingRequestText:
      'Kwestionariusz wywiadu medycznego należy do zapytania. Prosimy najpierw wysłać zapytanie przez recepcję online – potem można wypełnić kwestionariusz.',
    toReception: 'Do recepcji online',
  },

  questionnaire: {
    yes: 'Tak',
    no: 'Nie',
    questions: {
      bodyParts: {
        title: 'Gdzie odczuwają Państwo dolegliwości?',
        hint: 'Można wybrać kilka odpowiedzi',
        options: {
          head: 'Głowa',
          neck: 'Kark',
          shoulder_right: 'Prawy bark',
          shoulder_left: 'Lewy bark',
          elbow_right: 'Prawy łokieć',
          elbow_left: 'Lewy łokieć',
          hand_right: 'Prawa dłoń',
          hand_left: 'Lewa dłoń',
          chest: 'Klatka piersiowa',
          back: 'Plecy',
          hip_right: 'Prawe biodro',
          hip_left: 'Lewe biodro',
          knee_right: 'Prawe kolano',
          knee_left: 'Lewe kolano',
          foot_right: 'Prawa stopa',
          foot_left: 'Lewa stopa',
        },
      },
      painLevel: {
        title: 'Jak silny jest ból?',
        minLabel: 'ledwo odczuwalny',
        maxLabel: 'nie do zniesienia',
      },
      painPattern: {
        title: 'Jak często odczuwają Państwo ból?',
        options: { permanent: 'Stale', intermittent: 'Okresowo', variable: 'Zmiennie' },
      },
      painType: {
        title: 'Jaki charakter ma ból?',
        options: {
          stechend: 'Kłujący',
          brennend: 'Piekący',
          pochend: 'Pulsujący',
          dumpf: 'Tępy',
          krampfend: 'Skurczowy',
          ziehend: 'Ciągnący',
        },
      },
      problemEvolution: {
        title: 'Jak zmieniały się dolegliwości?',
        options: {
          gleichbleibend: 'Bez zmian',
          besser: 'Zmniejszyły się',
          schlechter: 'Nasiliły się',
          akut: 'Pojawiły się nagle',
        },
      },
      negativeInfluences: {
        title: 'Co nasila dolegliwości?',
        hint: 'Można wybrać kilka odpowiedzi',
        options: INFLUENCES,
      },
      positiveInfluences: {
        title: 'Co łagodzi dolegliwości?',
        hint: 'Można wybrać kilka odpowiedzi',
        options: INFLUENCES,
      },
      mobilityChanged: { title: 'Czy zmieniła się Państwa sprawność ruchowa?' },
      sensitivityChanged: { title: 'Czy występują zaburzenia czucia (np. mrowienie, drętwienie)?' },
      strengthChanged: { title: 'Czy osłabła Państwa siła mięśni?' },
      balanceIssues: { title: 'Czy mają Państwo problemy z równowagą lub zawroty głowy?' },
      comorbidities: {
        title: 'Czy mają Państwo inne choroby (obecne lub przebyte)?',
        hint: 'np. nadciśnienie, cukrzyca, przebyte operacje',
        textLabel: 'Jakie choroby? (opcjonalnie)',
      },
      medications: {
        title: 'Czy przyjmują Państwo regularnie leki?',
        textLabel: 'Jakie leki? (opcjonalnie)',
      },
      cancer: { title: 'Czy obecnie lub w przeszłości chorowali Państwo na nowotwór?' },
      nightSweats: { title: 'Czy występują u Państwa nocne poty?' },
      otherSymptoms: {
        title: 'Czy mają Państwo inne dolegliwości?',
        hint: 'Można wybrać kilka odpowiedzi',
        options: {
          vision: 'Zaburzenia widzenia',
          hearing: 'Zaburzenia słuchu',
          incontinence: 'Nietrzymanie moczu lub stolca',
          constipation: 'Zaparcia',
          morning_stiffness: 'Poranna sztywność',
          easy_bruising: 'Łatwe powstawanie siniaków',
          shortness_of_breath: 'Duszność',
          cramps: 'Skurcze',
        },
      },
      functionalImpairment: { title: 'Czy dolegliwości ograniczają Państwa w życiu codziennym lub w pracy?' },
      psychologicalImpact: { title: 'Czy dolegliwości są dla Państwa obciążeniem psychicznym?' },
      previousTreatments: {
        title: 'Jakie badania lub leczenie mieli Państwo już wcześniej?',
        options: {
          xray: 'RTG (prześwietlenie)',
          mri: 'Rezonans magnetyczny (MRI)',
          ct: 'Tomografia komputerowa (TK)',
          injections: 'Zastrzyki',
          physiotherapy: 'Fizjoterapia',
          training: 'Trening',
        },
        textLabel: 'Inne (opcjonalnie)',
      },
      expectations: {
        title: 'Czego oczekują Państwo od leczenia?',
        textLabel: 'Państwa oczekiwania i cele',
        consentLabel: 'Wyrażam zgodę na przetwarzanie moich danych w celu przygotowania leczenia.',
      },
    },
  },

  fieldMessages: {
    name: 'Prosimy podać imię i nazwisko.',
    phone: 'Prosimy podać numer telefonu.',
    phoneInvalid: 'Prosimy podać prawidłowy numer telefonu (co najmniej 6 cyfr).',
    email: 'Prosimy podać adres e-mail.',
    emailInvalid: 'Prosimy podać prawidłowy adres e-mail.',
    privacyConsent: 'Prosimy zaakceptować politykę prywatności.',
    message: 'Prosimy wpisać wiadomość.',
    appointmentDate: 'Prosimy podać datę terminu.',
    appointmentDateInvalid: 'Prosimy podać prawidłową datę.',
    appointmentTime: 'Prosimy podać godzinę terminu.',
    appointmentTimeInvalid: 'Prosimy podać prawidłową godzinę.',
    appointmentPast: 'Ten termin już minął. Prosimy sprawdzić datę i godzinę.',
    prescriptionDate: 'Prosimy podać datę wystawienia recepty.',
    prescriptionDateFuture: 'Data wystawienia nie może być datą przyszłą.',
    diagnosis: 'Prosimy podać diagnozę.',
    treatment: 'Prosimy podać zlecone leczenie.',
    goals: 'Prosimy opisać swoje cele.',
    services: 'Prosimy podać usługi, które Państwa interesują.',
    empty: 'Formularz nie zawiera żadnych danych.',
  },

  components: {
    breadcrumb: {
      label: 'Ścieżka nawigacji',
      showAll: 'Wszystkie poziomy',
    },
    fileDrop: {
      dropHere: 'Plik można przeciągnąć tutaj',
      or: 'lub',
      choose: 'Wybór pliku',
      replace: 'Inny plik',
      remove: 'Usunięcie pliku',
      selected: 'Wybrany plik:',
      dropNow: 'Teraz można upuścić plik',
    },
    fileSize,
    retry: 'Ponowna próba',
    networkError: 'Błąd połączenia. Prosimy sprawdzić połączenie z internetem.',
  },

  mail: {
    subject: (practice, reference) =>
      `Potwierdzenie zapytania – ${practice} – numer referencyjny ${reference}`,
    title: 'Otrzymaliśmy Państwa zapytanie',
    greeting: 'Dzień dobry,',
    thanks: (practice) =>
      `Dziękujemy za zapytanie – dotarło ono do nas (${practice}). Odezwiemy się do Państwa najszybciej, jak to możliwe.`,
    referenceLabel: 'Numer referencyjny',
    referenceHint: 'Prosimy podawać ten numer w razie pytań.',
    contactHeading: 'Kontakt z nami:',
    phone: 'Telefon',
    email: 'E-mail',
    website: 'Strona internetowa',
    footer:
      'Ta wiadomość została wysłana automatycznie. Ze względu na ochronę danych nie zawiera żadnych informacji z Państwa zapytania. Jeśli nie wysyłali Państwo zapytania, można zignorować tę wiadomość.',
    signingIntro:
      'Przed pierwszą wizytą gabinet prosi Państwa o przeczytanie i podpisanie kilku dokumentów. Można to zrobić online przez ten osobisty link:',
    signingButton: 'Podpisz dokumenty',
    signingHint:
      'Link jest ważny 7 dni i tylko do czasu udzielenia odpowiedzi na wszystkie dokumenty. Prosimy nie przekazywać go innym osobom.',
  },

  signing: {
    pageTitle: 'Podpisywanie dokumentów',
    breadcrumb: 'Podpisywanie dokumentów',
    loading: 'Trwa wczytywanie dokumentów …',
    intro: (practice) =>
      `${practice} prosi Państwa o przeczytanie poniższych dokumentów i udzielenie odpowiedzi. Zajmie to tylko kilka minut.`,
    referenceLabel: 'Numer referencyjny zapytania:',
    documentOf: (current, total) => `Dokument ${number(current)} z ${number(total)}`,
    progressLabel: 'Postęp podpisywania',
    required: 'Obowiązkowy',
    optional: 'Dobrowolny',
    optionalHint: 'Ten dokument jest dobrowolny: mogą Państwo wyrazić zgodę lub odmówić.',
    germanOnlyTitle: 'Dostępny tylko po niemiecku',
    germanOnly:
      'Gabinet nie przetłumaczył tego dokumentu. Jest on wyświetlany po niemiecku i podpisują Państwo tekst niemiecki. Jeśli coś jest niejasne, prosimy zapytać w gabinecie.',

    decisionLegend: 'Państwa decyzja',
    agree: 'Wyrażam zgodę',
    disagree: 'Nie wyrażam zgody',
    decisionMissing: 'Prosimy wybrać, czy wyrażają Państwo zgodę.',

    evidenceTitle: 'Zwykły podpis elektroniczny (einfache elektronische Signatur)',
    evidenceText:
      'Podpis złożony na tej stronie jest zwykłym podpisem elektronicznym. Razem z Państwa odpowiedzią zapisywane są:',
    evidenceItems: [
      'imię i nazwisko w takiej postaci, w jakiej zostały wpisane, oraz podpis',
      'data i godzina',
      'wersja dokumentu',
      'przeglądarka internetowa',
      'chroniona wartość kontrolna adresu internetowego (nie sam adres)',
    ],
    evidenceProtection: 'Wszystkie dane są przechowywane w postaci zaszyfrowanej.',

    nameLabel: 'Imię i nazwisko',
    nameHint:
      'Pełne imię i nazwisko. Jeśli podpisują Państwo w imieniu innej osoby, np. dziecka, prosimy wpisać własne imię i nazwisko.',
    nameMissing: 'Prosimy wpisać pełne imię i nazwisko.',

    padLabel: 'Podpis',
    padHint: 'Prosimy podpisać się palcem lub myszą w polu poniżej.',
    padEmpty: 'Prosimy podpisać się w polu albo zamiast tego wpisać imię i nazwisko.',
    padCleared: 'Pole podpisu jest puste.',
    clear: 'Usunięcie podpisu',
    sign: 'Podpisuję',
    decline: 'Odmawiam',
    sending: 'Trwa wysyłanie …',

    typeInstead: 'Zamiast tego wpiszę imię i nazwisko',
    drawInstead: 'Zamiast tego podpiszę się palcem lub myszą',
    typedTitle: 'Podpis w formie wpisanego imienia i nazwiska',
    typedNote:
      'Wpisane powyżej imię i nazwisko jest Państwa podpisem. Zapisywana jest informacja, że podpisali Państwo dokument, wpisując imię i nazwisko.',
    typedEmpty: 'Imię i nazwisko pojawi się tutaj, gdy tylko wpiszą je Państwo powyżej.',

    signedAt: (title, date, time) => `Dokument „${title}” został podpisany ${date} o godz. ${time}.`,
    declinedAt: (title, date, time) =>
      `Odmowa zgody na dokument „${title}” została zapisana ${date} o godz. ${time}.`,
    statusSigned: 'Podpisano',
    statusDeclined: 'Odmowa',
    statusPending: 'Oczekuje',
    answersHeading: 'Państwa odpowiedzi',

    doneTitle: 'Dziękujemy',
    doneText: (practice) =>
      `Państwa odpowiedzi dotarły do nas (${practice}). Nie muszą Państwo nic więcej robić.`,
    doneCopy: 'Kopię podpisanych dokumentów mogą Państwo otrzymać w gabinecie na życzenie.',
    noDocuments: 'Pod tym linkiem nie ma już dokumentów wymagających odpowiedzi.',

    errors: {
      title: 'Nie udało się',
      linkInvalidTitle: 'Link jest już nieważny',
      linkInvalid:
        'Ten link wygasł lub został już użyty. Link jest ważny 7 dni i tylko do czasu udzielenia odpowiedzi na wszystkie dokumenty. Jeśli chcą Państwo jeszcze coś podpisać, prosimy o kontakt z gabinetem.',
      linkMissingTitle: 'Niepełny link',
      linkMissing:
        'Ta strona otwiera się za pomocą osobistego linku. Prosimy ponownie otworzyć pełny link z wiadomości e-mail.',
      alreadyAnswered:
        'Na ten dokument udzielono już odpowiedzi, być może w innym oknie. Wczytano aktualny stan.',
      required: 'Ten dokument jest obowiązkowy i nie można odmówić jego podpisania.',
      signatureInvalid: 'Nie udało się odczytać podpisu. Prosimy usunąć go i podpisać się ponownie.',
      validation: 'Prosimy sprawdzić wprowadzone dane i spróbować ponownie.',
      network: 'Brak połączenia z serwerem. Prosimy sprawdzić połączenie internetowe i spróbować ponownie.',
      generic: 'Wystąpił błąd. Prosimy spróbować ponownie później.',
      loadFailed: 'Nie udało się wczytać dokumentów.',
      contactHeading: 'Kontakt z gabinetem:',
    },

    offer: {
      title: 'Podpisywanie dokumentów',
      text: 'Przed pierwszą wizytą gabinet prosi Państwa o przeczytanie i podpisanie kilku dokumentów. Zajmie to tylko kilka minut.',
      button: 'Przechodzę do podpisywania',
      later:
        'Jeśli otrzymają Państwo e-mail z potwierdzeniem, znajdą w nim Państwo również link do późniejszego podpisania.',
    },
  },

  languageSwitch: { label: 'Język' },

  patientPage: {
    pageTitle: 'Państwa zapytanie',
    open: {
      title: 'Otwieranie zapytania',
      text: 'Ze względu na ochronę Państwa danych strona otworzy się dopiero po kliknięciu „Otwieram zapytanie”.',
      button: 'Otwieram zapytanie',
    },
    code: {
      title: 'Kod weryfikacyjny',
      text: 'Na tym urządzeniu zapytanie nie było jeszcze otwierane. Wysłaliśmy 6-cyfrowy kod na adres e-mail podany w zapytaniu.',
      label: 'Kod z wiadomości e-mail',
      submit: 'Potwierdzam',
      resend: 'Proszę o nowy kod',
      resent: 'Wysłaliśmy Państwu nowy kod.',
    },
    errors: {
      linkInvalid:
        'Ten link jest nieprawidłowy lub wygasł. Prosimy otworzyć link z najnowszej wiadomości e-mail od gabinetu lub skontaktować się z gabinetem.',
      codeWrong: 'Kod jest nieprawidłowy. Prosimy go sprawdzić i spróbować ponownie.',
      codeFormat: 'Prosimy wpisać 6 cyfr z wiadomości e-mail.',
      codeExpired: 'Kod wygasł. Można poprosić o nowy kod.',
      codeLocked: 'Kod został zbyt wiele razy wpisany błędnie. Można poprosić o nowy kod.',
      tooManyCodes: 'Wysłaliśmy już kilka kodów. Prosimy chwilę odczekać, zanim poproszą Państwo o kolejny.',
      noAddress: 'Do tego zapytania nie przypisano adresu e-mail. Prosimy o kontakt z gabinetem.',
      sessionEnded: 'Sesja wygasła. Prosimy ponownie otworzyć link z wiadomości e-mail.',
      messageEmpty: 'Prosimy wpisać wiadomość.',
      messageTooLong: (max) =>
        `Prosimy skrócić wiadomość (maksymalnie ${counted(max, { one: 'znak', few: 'znaki', many: 'znaków', other: 'znaku' })}).`,
      taskDone: 'To zadanie zostało już wykonane.',
      fileRejected:
        'Nie możemy przyjąć tego pliku. Prosimy przesłać zdjęcie (JPG, PNG) lub plik PDF o rozmiarze do 10 MB.',
      generic: 'Niestety się nie udało. Prosimy spróbować ponownie za chwilę.',
      requestClosed: 'To zapytanie zostało zamknięte. Prosimy o bezpośredni kontakt z gabinetem.',
    },
    state: {
      label: 'Status zapytania',
      neu: 'Otrzymane',
      in_bearbeitung: 'W trakcie realizacji',
      erledigt: 'Zakończone',
      hint: {
        neu: 'Zapytanie dotarło do gabinetu. Gabinet odezwie się najszybciej, jak to możliwe.',
        in_bearbeitung: 'Gabinet zajmuje się Państwa zapytaniem.',
        erledigt: 'Gabinet zakończył obsługę Państwa zapytania.',
      },
    },
    referenceLabel: 'Numer referencyjny',
    sentOn: 'Data wysłania',
    messages: {
      heading: 'Wiadomości',
      empty: 'Nie ma jeszcze wiadomości. Gdy gabinet do Państwa napisze, wiadomość pojawi się tutaj.',
      fromPractice: (practice) => practice,
      fromYou: 'Ja',
      composeLabel: 'Wiadomość do gabinetu',
      send: 'Wysyłam wiadomość',
      sent: 'Wiadomość została wysłana.',
      attach: 'Dołączam zdjęcie lub PDF',
      attachHint: 'JPG, PNG lub PDF, do 10 MB.',
      removeAttachment: 'Usunięcie załącznika',
      attachment: 'Załącznik',
    },
    tasks: {
      heading: 'Co jeszcze zostało do zrobienia',
      none: 'W tej chwili nie ma nic do zrobienia.',
      anamnese: 'Wypełnienie kwestionariusza wywiadu medycznego',
      signature: (title) => `Przeczytanie i podpisanie dokumentu „${title}”`,
      start: 'Przechodzę do zadania',
    },
    documents: {
      heading: 'Podpisane dokumenty',
      signedOn: (date) => `Podpisano ${date}`,
      download: 'Pobieram PDF',
      none: 'Nie ma jeszcze podpisanych dokumentów.',
    },
    contactHeading: 'Kontakt z gabinetem',
    stillOpen: {
      pageTitle: 'Prawie gotowe',
      intro: 'Zapytanie do nas dotarło. Zostało jeszcze:',
      signature: (title) => `Podpisanie dokumentu „${title}”`,
      anamnese: 'Wypełnienie kwestionariusza wywiadu medycznego',
      later: 'Można to zrobić także później: link do Państwa osobistej strony wysłaliśmy e-mailem.',
    },
    germanOriginal: 'Ten tekst gabinet napisał po niemiecku.',
    mail: {
      linkHint:
        'Link jest osobisty – prosimy nie przekazywać go innym osobom. Na nowym urządzeniu poprosimy dodatkowo o kod, który wyślemy na ten adres.',
      pageIntro: 'Status zapytania i wiadomości od gabinetu znajdą Państwo na swojej osobistej stronie:',
      pageButton: 'Przechodzę do zapytania',
      message: {
        subject: (practice, reference) => `Nowa wiadomość – ${practice} – numer referencyjny ${reference}`,
        title: 'Gabinet przesłał Państwu wiadomość',
        text: 'W sprawie Państwa zapytania jest nowa wiadomość. Ze względu na ochronę danych nie zamieszczamy jej w tym e-mailu; mogą ją Państwo przeczytać i na nią odpowiedzieć na swojej osobistej stronie.',
        button: 'Przechodzę do wiadomości',
      },
      task: {
        subject: (practice, reference) =>
          `Prośba o uzupełnienie informacji – ${practice} – numer referencyjny ${reference}`,
        title: 'Gabinet ma do Państwa prośbę',
        anamnese: 'Gabinet prosi o wypełnienie kwestionariusza wywiadu medycznego przed wizytą.',
        signature: 'Gabinet prosi o przeczytanie i podpisanie dokumentu.',
        button: 'Przechodzę do zapytania',
      },
      code: {
        subject: (practice) => `Kod weryfikacyjny do zapytania – ${practice}`,
        title: 'Państwa kod weryfikacyjny',
        text: 'Chcą Państwo otworzyć zapytanie na nowym urządzeniu. Państwa kod to:',
        hint: 'Kod jest ważny 15 minut. Jeśli nie prosili Państwo o kod, można zignorować tę wiadomość.',
      },
    },
  },
};
