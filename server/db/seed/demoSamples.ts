// Demo data for the fictional practice "Physiotherapie am Stadtpark".
// Pure data: every person, phone number and address is invented; every domain ends in `.example`.

export type DemoSample = {
  formType: 'contact' | 'prescription' | 'anamnese' | 'bewerbung' | 'training';
  /** What the patient or the practice website sent; reception requests carry `type`. */
  formData: Record<string, unknown>;
  /** How long ago the submission arrived, in minutes. */
  ageMinutes: number;
  isSpam: boolean;
  isProcessed: boolean;
  spamScore: number | null;
  spamConfidence: number | null;
  spamReasons: string[] | null;
  quarantineStatus: 'pending' | 'processing' | 'completed' | 'failed';
  /** Only on the one reception request whose patient afterwards filled in the questionnaire. */
  anamneseAnswers?: Record<string, unknown>;
  /** The patient uploaded a photo of the prescription (a drawn demo form, demoPrescriptionImage.ts). */
  prescriptionImage?: { fileName: string };
};

const HOUR = 60;
const DAY = 24 * HOUR;

export const demoTenantConfig: Record<string, unknown> = {
  companyName: 'Physiotherapie am Stadtpark',
  fullCompanyName: 'Physiotherapie am Stadtpark – Praxis für Physiotherapie und Prävention',
  companyType: 'Praxis',
  practiceType: 'Physiotherapiepraxis',
  providerType: 'Physiotherapeut:innen',
  treatmentType: 'Behandlung',
  appointmentType: 'Termin',
  businessType: 'medical',
  website: 'https://praxis-stadtpark.example',
  phone: '030 1234567-0',
  email: 'info@praxis-stadtpark.example',
  contactPhone: '030 1234567-10',
  contactEmail: 'rezeption@praxis-stadtpark.example',
  locations: [
    { name: 'Praxis am Stadtpark', address: 'Am Stadtpark 12, 12345 Musterstadt' },
    { name: 'Zweigpraxis Lindenhof', address: 'Lindenallee 48, 12347 Musterstadt' },
  ],
  primaryServices: [
    'Krankengymnastik',
    'Manuelle Therapie',
    'Manuelle Lymphdrainage',
    'Krankengymnastik am Gerät',
    'Klassische Massage',
  ],
  additionalServices: [
    'Rückenschule',
    'Pilates',
    'Kinesio-Taping',
    'Fango und Heißluft',
    'Hausbesuche',
    'Betriebliche Gesundheitsförderung',
  ],
  openingHours: {
    times: [
      { days: 'Montag – Donnerstag', hours: '07:30 – 20:00 Uhr' },
      { days: 'Freitag', hours: '07:30 – 16:00 Uhr' },
      { days: 'Samstag', hours: 'Kurse nach Vereinbarung' },
    ],
  },
  logoUrl: '',
  logoAlt: 'Logo der Physiotherapie am Stadtpark',
  welcomeTitle: 'Willkommen in der Online-Rezeption',
  welcomeSubtitle: 'Rezept hochladen, Fragen stellen oder Termine absagen – rund um die Uhr.',
  serviceDescription:
    'Wir behandeln Kassen- und Privatpatient:innen sowie Selbstzahler:innen. Unser Team meldet sich ' +
    'in der Regel innerhalb eines Werktages bei Ihnen.',
  bookAppointmentCTA: 'Termin anfragen',
  askQuestionCTA: 'Frage stellen',
  cancelAppointmentCTA: 'Termin absagen',
  privacyPolicyUrl: 'https://praxis-stadtpark.example/datenschutz',
  imprintUrl: 'https://praxis-stadtpark.example/impressum',
  features: {
    prescriptionUpload: true,
    selfPay: true,
    manualPrescription: true,
    enableAnamnese: true,
    callOnlyCancellation: false,
  },
};

const cleanScan = {
  isSpam: false,
  spamScore: 0,
  spamConfidence: 0.97,
  spamReasons: [] as string[],
  quarantineStatus: 'completed',
} as const;

export const demoSamples: DemoSample[] = [
  {
    formType: 'contact',
    formData: {
      type: 'question',
      name: 'Leonie Bauer',
      phone: '0151 23456781',
      email: 'leonie.bauer@mail.example',
      message:
        'Hallo, ich habe seit zwei Wochen Nackenschmerzen vom Homeoffice. Brauche ich dafür ein Rezept ' +
        'oder kann ich auch so einen Termin bekommen?',
    },
    ageMinutes: 4,
    isSpam: false,
    isProcessed: false,
    spamScore: null,
    spamConfidence: null,
    spamReasons: null,
    quarantineStatus: 'pending',
  },
  {
    formType: 'prescription',
    formData: {
      type: 'prescription',
      name: 'Murat Yılmaz',
      phone: '0176 98765432',
      email: 'm.yilmaz@post.example',
      message: 'Rezept über 6x KG für die rechte Schulter. Am liebsten Termine nach 17 Uhr.',
    },
    ageMinutes: 11,
    isSpam: false,
    isProcessed: false,
    spamScore: null,
    spamConfidence: null,
    spamReasons: null,
    quarantineStatus: 'pending',
  },
  {
    formType: 'training',
    formData: {
      vorname: 'Sabine',
      nachname: 'Köhler',
      telefon: '0172 3344556',
      email: 'sabine.koehler@web.example',
      kurs: 'Rückenschule',
      nachricht:
        'Ich interessiere mich für den Rückenschulkurs am Dienstagabend. Übernimmt die Krankenkasse ' +
        'einen Teil der Kosten (§ 20 SGB V)?',
    },
    ageMinutes: 26,
    isSpam: false,
    isProcessed: false,
    spamScore: null,
    spamConfidence: null,
    spamReasons: null,
    quarantineStatus: 'processing',
  },
  {
    formType: 'contact',
    formData: {
      type: 'cancellation',
      name: 'Jonas Weber',
      phone: '0160 4455667',
      email: 'jonas.weber@mail.example',
      appointmentDate: '2026-11-24',
      reason: 'Ich liege mit Fieber im Bett und möchte niemanden anstecken.',
    },
    ageMinutes: 48,
    ...cleanScan,
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      firstName: 'Kevin',
      lastName: 'Miller',
      email: 'kevin@rank-booster.example',
      phone: '+1 555 0100',
      message:
        'Hello, I noticed your website is not ranking on Google page 1. Our SEO team can get you ' +
        'guaranteed top rankings and 500 high quality backlinks. Visit https://rank-booster.example ' +
        'or https://rank-booster.example/pricing and https://seo-deals.example today!',
    },
    ageMinutes: 95,
    isSpam: true,
    isProcessed: false,
    spamScore: 92,
    spamConfidence: 0.95,
    spamReasons: [
      'Enthält 3 Links',
      'Typische Spam-Begriffe: SEO, Backlinks, Ranking',
      'Nachricht überwiegend auf Englisch',
    ],
    quarantineStatus: 'completed',
  },
  {
    formType: 'contact',
    formData: {
      type: 'question',
      name: 'Hannelore Schmitt',
      phone: '030 9876543',
      email: 'h.schmitt@post.example',
      message:
        'Guten Tag, ich bin bei der Krankenkasse privat versichert. Muss ich die Rechnung vorstrecken ' +
        'und wie hoch ist der Satz für Manuelle Therapie bei Ihnen?',
    },
    ageMinutes: 140,
    ...cleanScan,
    spamScore: 3,
    isProcessed: false,
  },
  {
    formType: 'bewerbung',
    formData: {
      vorname: 'Lukas',
      nachname: 'Brandt',
      email: 'lukas.brandt@mail.example',
      telefon: '0157 11223344',
      position: 'Physiotherapeut:in (Vollzeit)',
      qualifikationen: 'Staatlich anerkannter Physiotherapeut, Zertifikat Manuelle Therapie, KGG',
      motivation:
        'Nach drei Jahren in einer Reha-Klinik suche ich eine ambulante Praxis mit Fortbildungskultur. ' +
        'Besonders reizt mich Ihr Schwerpunkt auf Prävention und Rückenschule.',
      eintrittsdatum: '2027-01-01',
    },
    ageMinutes: 210,
    isSpam: false,
    isProcessed: false,
    spamScore: null,
    spamConfidence: null,
    spamReasons: null,
    quarantineStatus: 'failed',
  },
  {
    formType: 'prescription',
    formData: {
      type: 'manual_prescription',
      name: 'Greta Lorenz',
      phone: '0171 5566778',
      email: 'greta.lorenz@web.example',
      diagnosis: 'M54.5 Kreuzschmerz, lumbale Blockierung',
      treatment: 'Manuelle Therapie, 6x, 1–2x wöchentlich',
      doctor: 'Dr. med. Anke Reuter, Orthopädie am Markt',
    },
    ageMinutes: 5 * HOUR + 20,
    ...cleanScan,
    spamScore: 2,
    isProcessed: false,
  },
  {
    formType: 'prescription',
    formData: {
      type: 'prescription',
      name: 'Thomas Fischer',
      phone: '0152 99887766',
      email: 'thomas.fischer@mail.example',
      message:
        'Anbei mein Rezept (KG 6x) wegen Rücken- und Nackenschmerzen durch viel Sitzen im Büro. ' +
        'Den Anamnesebogen habe ich direkt im Anschluss ausgefüllt.',
    },
    ageMinutes: 7 * HOUR + 45,
    ...cleanScan,
    spamScore: 4,
    isProcessed: false,
    prescriptionImage: { fileName: 'Rezept-Foto.png' },
    anamneseAnswers: {
      bodyParts: ['back', 'neck', 'shoulder_right'],
      painLevel: 6,
      painPattern: 'intermittent',
      painType: 'ziehend',
      problemEvolution: 'schlechter',
      negativeInfluences: ['sitting', 'work', 'bending', 'evening'],
      positiveInfluences: ['activity', 'walking', 'sport'],
      mobilityChanged: 'yes',
      sensitivityChanged: 'no',
      strengthChanged: 'no',
      balanceIssues: 'no',
      cancer: 'no',
      nightSweats: 'no',
      functionalImpairment: 'yes',
      psychologicalImpact: 'yes',
      comorbidities: { radio: 'yes', text: 'Leichter Bluthochdruck, gut eingestellt' },
      medications: { radio: 'yes', text: 'Ramipril 5 mg, bei Bedarf Ibuprofen 400 mg' },
      otherSymptoms: ['morning_stiffness'],
      previousTreatments: {
        checkboxes: ['xray', 'physiotherapy'],
        text: 'Röntgen der LWS 2024 ohne Befund, damals 6x Krankengymnastik',
      },
      expectations: {
        text: 'Wieder schmerzfrei einen Arbeitstag am Schreibtisch schaffen und abends joggen können.',
        checkbox: true,
      },
    },
  },
  {
    formType: 'contact',
    formData: {
      type: 'no_prescription',
      name: 'Clara Neumann',
      phone: '0176 2233445',
      email: 'clara.neumann@post.example',
      message:
        'Ich hätte gern als Selbstzahlerin 5 Termine Massage für den verspannten Schulter-Nacken-Bereich. ' +
        'Was kostet eine Einheit?',
    },
    ageMinutes: 11 * HOUR,
    ...cleanScan,
    spamScore: 5,
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      name: 'Alex Petrov',
      email: 'alex@coin-profit.example',
      phone: '',
      message:
        'Make 5000 EUR per week with our Bitcoin trading bot! Guaranteed profit, no risk. ' +
        'Register now: https://coin-profit.example/join',
    },
    ageMinutes: 15 * HOUR,
    isSpam: true,
    isProcessed: false,
    spamScore: 88,
    spamConfidence: 0.91,
    spamReasons: [
      'Typische Spam-Begriffe: Bitcoin, Guaranteed profit',
      'Enthält 1 Link',
      'Telefonnummer fehlt',
      'Nachricht überwiegend auf Englisch',
    ],
    quarantineStatus: 'completed',
  },
  {
    formType: 'contact',
    formData: {
      type: 'cancellation',
      name: 'Ingrid Hoffmann',
      phone: '0341 555123',
      email: 'ingrid.hoffmann@mail.example',
      appointmentDate: '2026-11-25',
      reason: 'Mein Enkel hat Geburtstag, ich melde mich wegen eines Ersatztermins.',
    },
    ageMinutes: 20 * HOUR,
    ...cleanScan,
    spamScore: 1,
    isProcessed: false,
  },
  {
    formType: 'training',
    formData: {
      fullName: 'Miriam Özdemir',
      phone: '0178 6677889',
      email: 'miriam.oezdemir@web.example',
      course: 'Pilates für Einsteiger',
      message:
        'Gibt es im Januar einen neuen Pilates-Kurs für Anfängerinnen? Ich kann nur abends oder am Samstag.',
    },
    ageMinutes: 1 * DAY + 2 * HOUR,
    ...cleanScan,
    spamScore: 6,
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      type: 'question',
      name: 'Felix Wagner',
      phone: '0163 4567890',
      email: 'felix.wagner@mail.example',
      message:
        'Ich habe mir beim Fußball das Knie verdreht (Innenband gezerrt laut Hausarzt). Ab wann kann ' +
        'ich mit Physio anfangen und behandeln Sie auch Sportverletzungen?',
    },
    ageMinutes: 1 * DAY + 9 * HOUR,
    ...cleanScan,
    spamScore: 2,
    isProcessed: false,
  },
  {
    formType: 'anamnese',
    formData: {
      vorname: 'Renate',
      nachname: 'Zimmermann',
      geburtsdatum: '1958-03-14',
      telefon: '0331 765432',
      email: 'renate.zimmermann@post.example',
      beschwerden: 'Arthrose im linken Knie, Schmerzen beim Treppensteigen',
      seit: 'ca. 2 Jahren',
      voroperationen: 'Meniskus-OP links 2015',
    },
    ageMinutes: 1 * DAY + 20 * HOUR,
    ...cleanScan,
    spamScore: 8,
    spamReasons: ['Ungewöhnlich viele Formularfelder'],
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      name: 'Дмитрий Иванов',
      email: 'dmitry@promo-mail.example',
      phone: '+7 900 000 00 00',
      message:
        'Здравствуйте! Предлагаем продвижение вашего сайта и рассылки по базе клиентов. ' +
        'Подробнее: https://promo-mail.example',
    },
    ageMinutes: 2 * DAY + 3 * HOUR,
    isSpam: true,
    isProcessed: false,
    spamScore: 99,
    spamConfidence: 0.98,
    // What the filter says of it today (script and language are no evidence, issue 11).
    spamReasons: [
      'Typische Spam-Begriffe: Adresslisten/Massenversand',
      'Lernender Filter: 98 % Spam-Wahrscheinlichkeit (auffällig: „продвижение“, „вашего“, „базе“)',
    ],
    quarantineStatus: 'completed',
  },
  {
    formType: 'prescription',
    formData: {
      type: 'prescription',
      name: 'Anna-Lena Krüger',
      phone: '0170 3344221',
      email: 'annalena.krueger@mail.example',
      message: 'Rezept Manuelle Lymphdrainage 10x à 45 Min. nach Knie-OP. Ich bin vormittags flexibel.',
    },
    ageMinutes: 2 * DAY + 11 * HOUR,
    ...cleanScan,
    spamScore: 3,
    isProcessed: false,
  },
  {
    formType: 'bewerbung',
    formData: {
      firstName: 'Emre',
      lastName: 'Aydın',
      email: 'emre.aydin@web.example',
      phone: '0159 8877665',
      position: 'Physiotherapeut:in (Teilzeit, 25 Std.)',
      motivation:
        'Ich habe im Sommer mein Examen abgeschlossen und möchte mich in Richtung Sportphysiotherapie ' +
        'entwickeln. Eine Praxis mit Trainingsfläche und Kursangebot wäre für mich ideal.',
      verfuegbarAb: '2027-02-01',
    },
    ageMinutes: 3 * DAY + 1 * HOUR,
    ...cleanScan,
    spamScore: 4,
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      type: 'cancellation',
      name: 'Paul Schulze',
      phone: '0151 7788990',
      email: 'paul.schulze@post.example',
      appointmentDate: '2026-11-20',
      reason: '',
    },
    ageMinutes: 3 * DAY + 6 * HOUR,
    ...cleanScan,
    spamScore: 12,
    spamReasons: ['Kein Absagegrund angegeben'],
    isProcessed: true,
  },
  {
    formType: 'training',
    formData: {
      name: 'Gerd Hartmann',
      phone: '0345 112233',
      email: 'gerd.hartmann@mail.example',
      kurs: 'Gerätetraining (KGG) nach Reha',
      nachricht:
        'Meine Reha nach der Hüft-TEP ist abgeschlossen. Kann ich bei Ihnen als Selbstzahler ' +
        'am Gerät weitertrainieren, mit Einweisung?',
    },
    ageMinutes: 3 * DAY + 22 * HOUR,
    ...cleanScan,
    spamScore: 2,
    isProcessed: true,
  },
  {
    formType: 'contact',
    formData: {
      type: 'no_prescription',
      name: 'Julia Richter',
      phone: '0162 3456789',
      email: 'julia.richter@web.example',
      message:
        'Mein Hausarzt möchte kein Rezept ausstellen. Ich habe seit dem Umzug Schmerzen im unteren ' +
        'Rücken und würde die Behandlung selbst zahlen.',
    },
    ageMinutes: 4 * DAY + 5 * HOUR,
    ...cleanScan,
    spamScore: 4,
    isProcessed: true,
  },
  {
    formType: 'training',
    formData: {
      fullName: 'Lucky Spins',
      email: 'vip@lucky-spins.example',
      phone: '',
      course: 'Casino bonus',
      message:
        'Exclusive online casino bonus: 200 free spins + 1000 EUR welcome bonus! Play now at ' +
        'https://lucky-spins.example and https://lucky-spins.example/vip',
    },
    ageMinutes: 4 * DAY + 17 * HOUR,
    isSpam: true,
    isProcessed: false,
    spamScore: 90,
    spamConfidence: 0.94,
    spamReasons: [
      'Typische Spam-Begriffe: Casino, Bonus, Free Spins',
      'Enthält 2 Links',
      'Telefonnummer fehlt',
    ],
    quarantineStatus: 'completed',
  },
  {
    formType: 'contact',
    formData: {
      vorname: 'Martina',
      nachname: 'Lehmann',
      telefon: '0176 9988776',
      email: 'martina.lehmann@mail.example',
      nachricht:
        'Haben Sie einen barrierefreien Zugang? Mein Vater sitzt im Rollstuhl und bekommt ab Dezember ' +
        'Krankengymnastik verordnet.',
    },
    ageMinutes: 5 * DAY + 2 * HOUR,
    ...cleanScan,
    spamScore: 1,
    isProcessed: true,
  },
  {
    formType: 'prescription',
    formData: {
      type: 'manual_prescription',
      name: 'Heinz-Dieter Vogel',
      phone: '0391 667788',
      email: 'hd.vogel@post.example',
      diagnosis: 'Z. n. Schulter-Arthroskopie rechts, Impingement-Syndrom',
      treatment: 'Krankengymnastik 10x, Kältetherapie',
      doctor: '',
    },
    ageMinutes: 5 * DAY + 19 * HOUR,
    ...cleanScan,
    spamScore: 7,
    spamReasons: ['Behandelnder Arzt nicht angegeben'],
    isProcessed: true,
  },
  {
    formType: 'contact',
    formData: {
      type: 'question',
      name: 'Sophie Klein',
      phone: '0157 2233114',
      email: 'sophie.klein@web.example',
      message:
        'Mein Rezept ist vom 2. November. Wie lange ist es gültig, wenn ich erst im Dezember anfangen kann?',
    },
    ageMinutes: 6 * DAY + 8 * HOUR,
    ...cleanScan,
    spamScore: 2,
    isProcessed: true,
  },
  {
    formType: 'contact',
    formData: {
      name: 'Backlink Partner Team',
      email: 'offers@linkfarm.example',
      phone: '+44 20 0000 0000',
      message:
        'Dear Sir/Madam, we sell DA50+ guest posts and dofollow backlinks for physiotherapy websites. ' +
        'Cheap SEO packages: https://linkfarm.example, https://linkfarm.example/offers, ' +
        'https://guestposts.example, https://linkfarm.example/contact',
    },
    ageMinutes: 7 * DAY + 4 * HOUR,
    isSpam: true,
    isProcessed: false,
    spamScore: 97,
    spamConfidence: 0.98,
    spamReasons: [
      'Enthält 4 Links',
      'Typische Spam-Begriffe: SEO, Backlinks, Guest Posts',
      'Nachricht überwiegend auf Englisch',
      'Absender auf der Sperrliste',
    ],
    quarantineStatus: 'completed',
  },
  {
    formType: 'contact',
    formData: {
      type: 'cancellation',
      name: 'Mehmet Arslan',
      phone: '0173 5544332',
      email: 'mehmet.arslan@mail.example',
      appointmentDate: '2026-11-17',
      reason: 'Dienstreise kurzfristig verlängert. Bitte die Folgetermine stehen lassen.',
    },
    ageMinutes: 7 * DAY + 21 * HOUR,
    ...cleanScan,
    spamScore: 1,
    isProcessed: true,
  },
  {
    formType: 'prescription',
    formData: {
      type: 'prescription',
      name: 'Katharina Wolf',
      phone: '0152 1122334',
      email: 'katharina.wolf@web.example',
      message: 'Rezept für KG-ZNS (Bobath) für meine Mutter nach Schlaganfall. Wäre ein Hausbesuch möglich?',
    },
    ageMinutes: 8 * DAY + 10 * HOUR,
    ...cleanScan,
    spamScore: 3,
    isProcessed: true,
  },
  {
    formType: 'training',
    formData: {
      vorname: 'Birgit',
      nachname: 'Schäfer',
      telefon: '0228 445566',
      email: 'birgit.schaefer@post.example',
      kurs: 'Betriebliche Gesundheitsförderung',
      nachricht:
        'Wir sind ein Steuerbüro mit 14 Mitarbeitenden und suchen eine bewegte Pause bzw. Rückenschule ' +
        'vor Ort, einmal pro Woche. Bitte um ein Angebot.',
    },
    ageMinutes: 9 * DAY + 3 * HOUR,
    ...cleanScan,
    spamScore: 9,
    spamReasons: ['Geschäftliche Anfrage'],
    isProcessed: true,
  },
  {
    formType: 'contact',
    formData: {
      type: 'no_prescription',
      name: 'Tobias Frank',
      phone: '0160 9988771',
      email: 'tobias.frank@mail.example',
      message:
        'Ich laufe Halbmarathon und habe seit Wochen Schmerzen an der Achillessehne. Gibt es bei Ihnen ' +
        'eine Laufanalyse oder Sportphysiotherapie auf Selbstzahlerbasis?',
    },
    ageMinutes: 10 * DAY + 7 * HOUR,
    ...cleanScan,
    spamScore: 3,
    isProcessed: true,
  },
  {
    formType: 'contact',
    formData: {
      type: 'question',
      name: 'Elif Demir',
      phone: '0177 6655443',
      email: 'elif.demir@web.example',
      message:
        'Ich bin in der 30. Schwangerschaftswoche und habe starke Schmerzen im Becken (ISG). ' +
        'Behandeln Sie auch Schwangere, und übernimmt das die gesetzliche Krankenkasse?',
    },
    ageMinutes: 11 * DAY + 14 * HOUR,
    ...cleanScan,
    spamScore: 2,
    isProcessed: true,
  },
  {
    formType: 'bewerbung',
    formData: {
      name: 'Recruiting Solutions Ltd',
      email: 'hr@talent-leads.example',
      phone: '',
      position: 'Partnership',
      motivation:
        'We provide 100+ pre-screened candidates per month for your clinic. Click here for a free trial: ' +
        'https://talent-leads.example/trial and https://talent-leads.example/pricing',
    },
    ageMinutes: 12 * DAY + 9 * HOUR,
    isSpam: true,
    isProcessed: false,
    spamScore: 78,
    spamConfidence: 0.86,
    spamReasons: [
      'Enthält 2 Links',
      'Nachricht überwiegend auf Englisch',
      'Telefonnummer fehlt',
      'Typische Spam-Begriffe: Click here, free trial',
    ],
    quarantineStatus: 'completed',
  },
  {
    formType: 'anamnese',
    formData: {
      name: 'Werner Braun',
      geburtsdatum: '1949-10-02',
      phone: '0511 334455',
      email: 'werner.braun@post.example',
      beschwerden: 'Schwindel und Gangunsicherheit, zwei Stürze im letzten Halbjahr',
      seit: 'Frühjahr 2026',
      medikamente: 'Blutverdünner (Apixaban)',
    },
    ageMinutes: 13 * DAY + 5 * HOUR,
    ...cleanScan,
    spamScore: 5,
    isProcessed: true,
  },
  {
    formType: 'contact',
    formData: {
      type: 'cancellation',
      name: 'Nina Schwarz',
      phone: '0151 4433221',
      email: 'nina.schwarz@mail.example',
      appointmentDate: '2026-11-10',
      reason: 'Kind krank, Kita geschlossen.',
    },
    ageMinutes: 14 * DAY + 18 * HOUR,
    ...cleanScan,
    spamScore: 1,
    isProcessed: true,
  },
  {
    formType: 'prescription',
    formData: {
      type: 'manual_prescription',
      name: 'Stefan Becker',
      phone: '0179 8765123',
      email: 'stefan.becker@web.example',
      diagnosis: 'M75.1 Läsion der Rotatorenmanschette links',
      treatment: 'Krankengymnastik 6x, Wärmetherapie',
      doctor: 'Dr. med. Jens Albrecht, Hausarztpraxis Lindenhof',
    },
    ageMinutes: 16 * DAY + 2 * HOUR,
    ...cleanScan,
    spamScore: 2,
    isProcessed: false,
  },
  {
    formType: 'bewerbung',
    formData: {
      vorname: 'Charlotte',
      nachname: 'Meyer',
      email: 'charlotte.meyer@mail.example',
      telefon: '0170 1239876',
      position: 'Physiotherapeut:in mit Schwerpunkt Lymphdrainage',
      qualifikationen: 'Zertifikat Manuelle Lymphdrainage, 8 Jahre Berufserfahrung',
      motivation:
        'Ich ziehe im Frühjahr nach Musterstadt und suche ein herzliches Team. Ihre Zweigpraxis ' +
        'Lindenhof liegt ideal, und ich würde gern Hausbesuche übernehmen.',
    },
    ageMinutes: 18 * DAY + 11 * HOUR,
    ...cleanScan,
    spamScore: 3,
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      type: 'question',
      name: 'Bernd Kaiser',
      phone: '0203 778899',
      email: 'bernd.kaiser@post.example',
      message:
        'Kann ich mein Rezept auch per Post schicken, oder muss ich es persönlich vorbeibringen? ' +
        'Und brauche ich eine Zuzahlungsbefreiung?',
    },
    ageMinutes: 20 * DAY + 6 * HOUR,
    ...cleanScan,
    spamScore: 2,
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      type: 'no_prescription',
      name: 'Lea Hofmann',
      phone: '0176 3322110',
      email: 'lea.hofmann@web.example',
      message:
        'Ich hätte gern ein Kinesio-Tape für das Knie vor meinem Volleyball-Turnier am Wochenende. ' +
        'Geht das kurzfristig ohne Rezept?',
    },
    ageMinutes: 22 * DAY + 15 * HOUR,
    ...cleanScan,
    spamScore: 4,
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      fullName: 'Dominik Roth',
      phone: '0162 5566770',
      email: 'dominik.roth@mail.example',
      message:
        'Hallo, ich habe einen Bandscheibenvorfall (L5/S1) und wurde operiert. Wie früh nach der OP ' +
        'beginnt bei Ihnen die Nachbehandlung? Siehe Befund: https://cloud.praxis-stadtpark.example',
    },
    ageMinutes: 25 * DAY + 4 * HOUR,
    ...cleanScan,
    spamScore: 18,
    spamConfidence: 0.82,
    spamReasons: ['Enthält 1 Link'],
    isProcessed: false,
  },
  {
    formType: 'contact',
    formData: {
      type: 'cancellation',
      name: 'Ursula Peters',
      phone: '0421 998877',
      email: 'ursula.peters@post.example',
      appointmentDate: '2026-10-29',
      reason: 'Arzttermin im Krankenhaus verschoben, überschneidet sich leider.',
    },
    ageMinutes: 27 * DAY + 20 * HOUR,
    ...cleanScan,
    spamScore: 1,
    isProcessed: false,
  },
  {
    formType: 'prescription',
    formData: {
      type: 'prescription',
      name: 'Maximilian Graf',
      phone: '0172 4455663',
      email: 'max.graf@web.example',
      message: 'Rezept über Manuelle Therapie 6x wegen Kiefergelenk (CMD), ausgestellt vom Zahnarzt.',
    },
    ageMinutes: 29 * DAY + 9 * HOUR,
    ...cleanScan,
    spamScore: 3,
    isProcessed: false,
  },
];
