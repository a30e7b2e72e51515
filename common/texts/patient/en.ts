// The English patient catalogue (issue 29), translated from the German one (de.ts). `w` holds this file's own
// `words`, never the practice's German ones; where a title needs an article, it is written out instead.
import type { ReceptionWords } from '../../receptionWords.ts';
import type { PatientCatalogue } from './catalogue.ts';
import { localNumbers } from './localNumbers.ts';

const { number, megabytes, fileSize, counted } = localNumbers('en');
/** "1 hour", "24 hours". */
const seconds = (count: number) => counted(count, { one: 'second', other: 'seconds' });
const hours = (count: number) => counted(count, { one: 'hour', other: 'hours' });

const manualWayTitle = (medical: boolean) =>
  medical ? 'Enter your prescription manually' : 'Tell us your goals and wishes';

/** What makes symptoms worse or better: both questions offer the same. */
const INFLUENCES = {
  activity: 'Activity',
  rest: 'Rest',
  lying: 'Lying down',
  sitting: 'Sitting',
  bending: 'Bending',
  standing: 'Standing',
  walking: 'Walking',
  lifting: 'Lifting',
  overhead_work: 'Working overhead',
  gripping: 'Gripping',
  work: 'Work',
  sport: 'Sport',
  morning: 'In the morning',
  noon: 'At midday',
  evening: 'In the evening',
  night: 'At night',
};

export const en: PatientCatalogue = {
  language: 'en',
  words: {
    medical: {
      company: 'practice',
      providers: 'therapists',
      treatment: 'treatment',
      appointment: 'appointment',
    },
    'non-medical': {
      company: 'studio',
      providers: 'trainers',
      treatment: 'training',
      appointment: 'appointment',
    },
  },

  reception: {
    homeLabel: 'Online reception',
    documentTitle: (pageTitle: string, practice: string) => `${pageTitle} · ${practice}`,
    back: 'Back',
    backToWebsite: (practice: string) => `Visit the ${practice} website`,
    breadcrumbLabel: 'Breadcrumb',
    loading: 'Loading the online reception…',
    newTab: '(opens in a new tab)',
    logoAlt: (practice: string) => `${practice} logo`,

    layout: {
      privacy: 'Privacy policy',
      imprint: 'Legal notice',
      footerNavLabel: 'Legal',
      poweredBy: 'Online reception by Praxisdesk',
      loadFailedTitle: 'The practice’s details could not be loaded.',
      loadFailedText:
        'You can still use this page. If sending does not work, please try again later or call the practice.',
    },

    notFound: {
      title: 'Practice not found',
      text: 'There is no practice for this link. Please check the address or open the online reception from your practice’s website.',
      hint: 'You can also reach your practice by phone – you will find the number on your appointment card or on the practice’s website.',
    },

    unavailable: {
      title: 'This option is not available at the moment',
      text: (w: ReceptionWords) =>
        `Our ${w.company} team is not offering this request online at the moment. Please choose another option or contact us by phone.`,
      toBooking: 'See other options',
    },

    home: {
      pageTitle: 'Online reception',
      welcomeTitle: 'Welcome to our online reception',
      welcomeSubtitle: 'How can we help you? Please choose what you need.',
      cardsLabel: 'What you need',
      book: {
        title: (_w: ReceptionWords) => 'Request an appointment',
        text: (medical: boolean) =>
          medical
            ? 'With a prescription, paying for yourself, or by typing in the details of your prescription.'
            : 'With a prescription, paying for yourself, or by telling us your goals and wishes.',
      },
      question: {
        title: 'Ask a question',
        text: (w: ReceptionWords) => `Do you have a question for our ${w.company} team? Write to us.`,
      },
      cancel: {
        title: (_w: ReceptionWords) => 'Cancel an appointment',
        text: 'Unable to come? You can cancel here.',
      },
    },

    contact: {
      heading: 'How to reach us',
      phone: 'Phone',
      email: 'Email',
      callUs: (phone: string) => `Call: ${phone}`,
      writeUs: (email: string) => `Send an email: ${email}`,
      openingHours: 'Opening hours',
      locations: 'Locations',
    },

    booking: {
      pageTitle: (_w: ReceptionWords) => 'Request an appointment',
      breadcrumb: 'Book an appointment',
      intro: 'How would you like to make your request? Please choose the option that suits you.',
      waysLabel: 'Ways to make a request',
      prescription: {
        title: 'With a prescription',
        text: (medical: boolean) =>
          medical
            ? 'Upload a photo or PDF of your prescription (Heilmittelverordnung).'
            : 'Upload a photo or PDF of your prescription.',
      },
      selfPay: {
        title: 'Self-pay',
        text: (w: ReceptionWords) => `No prescription – you pay for your ${w.treatment} yourself.`,
      },
      manual: {
        title: manualWayTitle,
        text: (medical: boolean) =>
          medical
            ? 'No photo to hand? Simply type in the details from your prescription.'
            : 'Describe your goals and the services you would like.',
      },
      noWays: 'Online requests are not possible at the moment. Please call us or send us an email.',
      servicesHeading: 'Our services',
      additionalServicesHeading: 'More of what we offer',
      reasonsHeading: (practice: string) => `Good reasons to choose ${practice}`,
      reasons: {
        online: 'Send your request around the clock – no waiting on the phone',
        personal: 'We get back to you personally and arrange everything else with you',
        secure: 'Your details are encrypted when they are sent and stored',
        locations: (count: number) => `${number(count)} locations – choose the one that suits you`,
      },
    },

    fields: {
      name: 'First and last name',
      phone: 'Phone number',
      phoneHint: 'In case we have questions about your request',
      email: 'Email address',
      optional: (label: string) => `${label} (optional)`,
      honeypot: 'Please leave empty',
      requiredNote: 'All fields are required unless marked “optional”.',
    },

    privacy: {
      link: 'privacy policy',
      before: 'I have read the ',
      after: ' and agree that my details may be processed to handle my request.',
      hint: 'Your details are encrypted when they are sent and are read only by us.',
    },

    submit: {
      submitting: 'Sending…',
      uploading: 'Uploading…',
      unknownError: 'An unknown error occurred',
      sendFailed: 'Error while sending the request',
      cancellationFailed: 'Error while sending the cancellation',
      httpError: (status: number, body: string) => `HTTP ${status}: ${body}`,
      errorTitle: 'Your request could not be sent.',
    },

    prescription: {
      pageTitle: (_w: ReceptionWords) => 'Request an appointment with a prescription',
      breadcrumb: 'With a prescription',
      intro:
        'Upload your prescription and leave your contact details. We will get back to you and arrange everything else with you.',
      fileLabel: 'Your prescription (photo or PDF)',
      fileHint:
        'JPG, PNG or PDF up to 4 MB – larger photos are made smaller automatically. Please make sure everything is easy to read.',
      photoShrinking: 'Making your photo smaller for sending…',
      photoShrunk: (before: number, after: number) =>
        `Your photo was made smaller for sending (from ${megabytes(before)} to ${megabytes(after)}).`,
      messageLabel: 'Message (optional)',
      messageHint: 'For example, the times or the location you would prefer.',
      submit: 'Send request with prescription',
      fileTooLarge: (bytes: number) =>
        `The file is too large. Maximum: 4 MB (your file: ${megabytes(bytes)})`,
      fileWrongType: 'This file format is not supported. Allowed: JPG, PNG, PDF',
      fileMissing: 'Please choose a file.',
      uploadErrorTitle: 'Your prescription could not be uploaded.',
      requestSaved:
        'Your request itself has reached us. You can try the upload again or continue without a file – in that case, please bring the prescription with you when you come to see us.',
      retryUpload: 'Upload the prescription again',
      continueWithoutFile: 'Continue without a file',
    },

    upload: {
      submissionNotFound: 'Your request could not be found. Please send the form again.',
      databaseError:
        'A technical error occurred in our database while saving. Our team has been informed. Please contact us directly:',
      metadataFailed: 'The details of your file could not be saved. Please try again in a few minutes.',
      encryptionFailed:
        'Your file could not be encrypted securely. Please use a different file or try again.',
      notAllowed: 'No more files can be uploaded for this request. Please send the form again.',
      generic: 'Something went wrong while uploading your file. Please try again.',
      tooManyUploads:
        'Several uploads are running from your connection at the same time. Please wait a moment and then try again.',
      timedOut: 'Sending your file took too long. Please check your connection and try again.',
      tipsHeading: 'Tips:',
      tips: ['Check your internet connection.', 'JPG, PNG and PDF files up to 4 MB are allowed.'],
    },

    selfPay: {
      pageTitle: (w: ReceptionWords) => `Request ${w.treatment} without a prescription (self-pay)`,
      breadcrumb: 'Self-pay',
      intro:
        'Would you like to come to us without a prescription? Briefly describe what you need – we will get back to you with a suggestion.',
      messageLabel: 'What you need',
      messageHint: (medical: boolean) =>
        medical
          ? 'For example, your symptoms, the services you would like and the times you would prefer.'
          : 'For example, your goals, the services you would like and the times you would prefer.',
      submit: 'Send request',
    },

    manual: {
      pageTitle: manualWayTitle,
      introMedical:
        'Copy the details from your prescription (Heilmittelverordnung) into the form. Please bring the original with you when you come to see us.',
      introNonMedical:
        'Describe what you would like to achieve and which services interest you. We will get back to you with a suggestion.',
      diagnosis: 'Diagnosis',
      diagnosisHint: 'As written on the prescription, e.g. “Lumbalgie” (lower back pain) or the ICD-10 code.',
      treatment: 'Prescribed treatment',
      treatmentHint: 'For example “Krankengymnastik, 6 ×” (physiotherapy, 6 sessions).',
      doctor: 'Prescribing doctor (optional)',
      prescriptionDate: 'Date of issue',
      prescriptionDateHint: 'The date at the top of your prescription.',
      prescriptionDateOld: (days: number) =>
        `Your prescription is more than ${number(days)} days old. Treatment with a prescription usually has to start within ${number(days)} days of the date of issue. You can still send your request – we will discuss with you how to proceed.`,
      goals: 'Your goals',
      goalsHint: 'For example, walking without pain, doing sport again, improving your posture.',
      services: 'Services you would like',
      servicesHint: (examples: string) => (examples ? `For example ${examples}.` : ''),
      submit: 'Send request',
    },

    question: {
      pageTitle: 'Ask a question',
      breadcrumb: 'Ask a question',
      intro: (w: ReceptionWords) =>
        `Write to us with your question – our ${w.company} team will answer you as soon as possible.`,
      messageLabel: 'Your question',
      submit: 'Send question',
      successTitle: 'Thank you for your question!',
      successText: (w: ReceptionWords) =>
        `Your message has reached us. Our ${w.company} team will get back to you as soon as possible.`,
      another: 'Ask another question',
    },

    cancellation: {
      pageTitle: (_w: ReceptionWords) => 'Cancel an appointment',
      breadcrumb: (_w: ReceptionWords) => 'Cancel an appointment',
      intro: 'Unable to come? Please let us know as early as possible.',
      noticeTitle: 'Please note',
      notice: (count: number) =>
        `Please cancel at least ${hours(count)} before the agreed start time. Otherwise a cancellation fee will be charged.`,
      termsLabel: 'The practice’s cancellation terms:',
      appointmentDate: 'Date of the appointment',
      appointmentTime: 'Time of the appointment',
      shortNoticeTitle: (count: number) => `Your appointment starts in less than ${hours(count)}.`,
      shortNoticeText: 'You can still cancel – please do so as early as possible.',
      shortNoticeFee: 'A cancellation fee is charged for cancelling at such short notice.',
      reason: 'Reason for cancelling (optional)',
      reasonHint:
        'Would you like another appointment instead? Feel free to tell us the times you would prefer.',
      submit: 'Send cancellation',
      successTitle: 'Your cancellation has been received',
      successText: 'Thank you for letting us know. We will get in touch if we have any questions.',
      callOnlyTitle: 'Please cancel by phone',
      callOnlyText: (w: ReceptionWords) =>
        `Our ${w.company} team only accepts cancellations by phone. Please call us during our opening hours.`,
      callOnlyNoPhone: (w: ReceptionWords) => `Please contact our ${w.company} team directly.`,
    },

    submissionSuccess: {
      pageTitle: 'Request sent',
      heading: 'Thank you! Your request has been received.',
      text: (w: ReceptionWords) =>
        `Would you like to answer a few questions about your symptoms in advance? This helps our ${w.providers} prepare for your visit.`,
      duration: 'Takes about 3 to 5 minutes',
      start: 'Go to the medical history questionnaire',
      skip: 'Skip the medical history',
      countdown: (count: number) =>
        `You will be taken to the medical history questionnaire automatically in ${seconds(count)}.`,
      stopCountdown: 'Stop the automatic redirect',
      countdownStopped: 'The automatic redirect is stopped.',
    },

    success: {
      pageTitle: 'All done',
      byType: {
        anamnese: {
          heading: 'Thank you for your answers!',
          text: (w: ReceptionWords) =>
            `Your medical history questionnaire has reached us. It helps our ${w.providers} prepare for your visit.`,
        },
        prescription: {
          heading: 'Your request with prescription has been received',
          text: (w: ReceptionWords) =>
            `Our ${w.company} team will check your prescription and get back to you. Please bring the original with you when you come to see us.`,
        },
        manual: {
          heading: 'Your request has been received',
          text: (w: ReceptionWords) => `Our ${w.company} team will check your details and get back to you.`,
        },
        selfpay: {
          heading: 'Your request has been received',
          text: (w: ReceptionWords) => `Our ${w.company} team will get back to you with a suggestion.`,
        },
        default: {
          heading: 'Thank you!',
          text: (w: ReceptionWords) =>
            `Your message has reached us. Our ${w.company} team will get back to you as soon as possible.`,
        },
      },
      questions: 'Any questions? This is how to reach us:',
      toHome: 'Back to the online reception',
    },

    reference: {
      label: 'Your reference number',
      hint: 'Please quote this number if you contact us about your request.',
    },

    thankYou: {
      pageTitle: 'Message sent',
      heading: 'Thank you!',
      text: 'Your message was sent successfully. We will get back to you as soon as possible.',
      countdown: (count: number) => `You will be redirected in ${seconds(count)}.`,
      stopped: 'The automatic redirect has been stopped.',
      backTo: (practice: string) => `Back to ${practice}`,
    },

    failure: {
      pageTitle: 'Error while sending',
      heading: 'Your message could not be sent',
      errorLabel: 'Error message',
      reasons: {
        input: 'Some information was missing or invalid. Please check the form and send it again.',
        practice:
          'The practice does not accept requests through this form. Please contact the practice directly.',
        tooMany: 'Too many requests came from your connection in a short time. Please try again later.',
        refused: 'Your request was declined for security reasons. Please contact the practice by phone.',
        unavailable: 'The service is temporarily unavailable. Please try again in a few minutes.',
      },
      causesHeading: 'Possible causes',
      causes: [
        'The internet connection was interrupted.',
        'A required field was empty or contained invalid information.',
        'A file was too large or in an unsupported format.',
        'The service was temporarily unavailable.',
      ],
      retry: 'Try again',
      home: 'Back to the home page',
      contactHeading: 'You can also contact the practice directly:',
    },
  },

  anamnese: {
    pageTitle: 'Medical history',
    heading: 'Medical history questionnaire',
    intro: (providers: string) =>
      `This questionnaire helps our ${providers} prepare for your visit. Please answer the questions as well as you can – you can skip any that do not apply to you.`,
    estimatedTime: 'Estimated time: 3 to 5 minutes',
    stepOf: (step: number, total: number) => `Step ${number(step)} of ${number(total)}`,
    percent: (value: number) => `${number(value)}%`,
    progressLabel: 'Questionnaire progress',
    progressValueText: (step: number, total: number, percent: number) =>
      `Step ${number(step)} of ${number(total)}, ${number(percent)}%`,

    next: 'Next',
    back: 'Back',
    skip: 'Skip',
    submit: 'Send medical history',
    submitting: 'Sending…',
    navigationLabel: 'Questionnaire steps',

    yesNoLegendHint: 'Please choose Yes or No.',
    multiHint: 'You can choose more than one',
    scaleMinHint: (min: number, label: string) => `${number(min)} = ${label}`,
    scaleMaxHint: (max: number, label: string) => `${number(max)} = ${label}`,

    choiceRequired: 'Please choose “Yes” or “No”.',
    expectationsRequired: 'Please describe your expectations.',
    consentRequired: 'Please confirm your consent.',
    privacyIntro: 'Find out more in our',
    privacyLink: 'privacy policy',

    sendError: 'Error while sending the medical history',
    genericError: 'An error occurred',
    unknownType: 'Unknown question type',
    sendErrorTitle: 'The medical history could not be sent.',

    missingRequestTitle: 'No request to go with it',
    missingRequestText:
      'The medical history questionnaire belongs to a request. Please send a request through the online reception first – you can then fill in the questionnaire.',
    toReception: 'To the online reception',
  },

  questionnaire: {
    yes: 'Yes',
    no: 'No',
    questions: {
      bodyParts: {
        title: 'Where do you have symptoms?',
        hint: 'You can choose more than one',
        options: {
          head: 'Head',
          neck: 'Neck',
          shoulder_right: 'Right shoulder',
          shoulder_left: 'Left shoulder',
          elbow_right: 'Right elbow',
          elbow_left: 'Left elbow',
          hand_right: 'Right hand',
          hand_left: 'Left hand',
          chest: 'Chest',
          back: 'Back',
          hip_right: 'Right hip',
          hip_left: 'Left hip',
          knee_right: 'Right knee',
          knee_left: 'Left knee',
          foot_right: 'Right foot',
          foot_left: 'Left foot',
        },
      },
      painLevel: {
        title: 'How bad is your pain?',
        minLabel: 'barely noticeable',
        maxLabel: 'unbearable',
      },
      painPattern: {
        title: 'How often do you have the pain?',
        options: { permanent: 'All the time', intermittent: 'On and off', variable: 'It varies' },
      },
      painType: {
        title: 'What does the pain feel like?',
        options: {
          stechend: 'Stabbing',
          brennend: 'Burning',
          pochend: 'Throbbing',
          dumpf: 'Dull',
          krampfend: 'Cramping',
          ziehend: 'Pulling',
        },
      },
      problemEvolution: {
        title: 'How have your symptoms developed?',
        options: {
          gleichbleibend: 'Stayed the same',
          besser: 'Got better',
          schlechter: 'Got worse',
          akut: 'Came on suddenly',
        },
      },
      negativeInfluences: {
        title: 'What makes your symptoms worse?',
        hint: 'You can choose more than one',
        options: INFLUENCES,
      },
      positiveInfluences: {
        title: 'What eases your symptoms?',
        hint: 'You can choose more than one',
        options: INFLUENCES,
      },
      mobilityChanged: { title: 'Has your mobility changed?' },
      sensitivityChanged: { title: 'Do you have any changes in sensation (e.g. tingling, numbness)?' },
      strengthChanged: { title: 'Have you lost strength?' },
      balanceIssues: { title: 'Do you have problems with balance or dizziness?' },
      comorbidities: {
        title: 'Do you have any pre-existing conditions?',
        hint: 'e.g. high blood pressure, diabetes, operations',
        textLabel: 'Which conditions? (optional)',
      },
      medications: {
        title: 'Do you take any medication regularly?',
        textLabel: 'Which medication? (optional)',
      },
      cancer: { title: 'Do you have cancer, or have you had it in the past?' },
      nightSweats: { title: 'Do you have night sweats?' },
      otherSymptoms: {
        title: 'Do you have any other symptoms?',
        hint: 'You can choose more than one',
        options: {
          vision: 'Problems with your eyesight',
          hearing: 'Problems with your hearing',
          incontinence: 'Incontinence',
          constipation: 'Constipation',
          morning_stiffness: 'Stiffness in the morning',
          easy_bruising: 'Bruising easily',
          shortness_of_breath: 'Shortness of breath',
          cramps: 'Cramps',
        },
      },
      functionalImpairment: { title: 'Do your symptoms limit you in everyday life or at work?' },
      psychologicalImpact: { title: 'Do your symptoms affect you emotionally?' },
      previousTreatments: {
        title: 'Which examinations or treatments have you already had?',
        options: {
          xray: 'X-ray',
          mri: 'MRI',
          ct: 'CT scan',
          injections: 'Injections',
          physiotherapy: 'Physiotherapy',
          training: 'Exercise training',
        },
        textLabel: 'Other (optional)',
      },
      expectations: {
        title: 'What do you expect from the treatment?',
        textLabel: 'Your expectations and goals',
        consentLabel: 'I agree that my information may be processed to prepare my treatment.',
      },
    },
  },

  fieldMessages: {
    name: 'Please enter your name.',
    phone: 'Please enter your phone number.',
    phoneInvalid: 'Please enter a valid phone number with at least 6 digits.',
    email: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    privacyConsent: 'Please agree to the privacy policy.',
    message: 'Please enter your message.',
    appointmentDate: 'Please enter the date of your appointment.',
    appointmentDateInvalid: 'Please enter a valid date.',
    appointmentTime: 'Please enter the time of your appointment.',
    appointmentTimeInvalid: 'Please enter a valid time.',
    appointmentPast: 'This appointment is in the past. Please check the date and time.',
    prescriptionDate: 'Please enter the date your prescription was issued.',
    prescriptionDateFuture: 'The date of issue cannot be in the future.',
    diagnosis: 'Please enter the diagnosis.',
    treatment: 'Please enter the prescribed treatment.',
    goals: 'Please describe your goals.',
    services: 'Please enter the services you would like.',
    empty: 'The form contains no information.',
  },

  components: {
    breadcrumb: {
      label: 'Breadcrumb',
      showAll: 'Show all levels',
    },
    fileDrop: {
      dropHere: 'Drag a file here',
      or: 'or',
      choose: 'Choose a file',
      replace: 'Choose a different file',
      remove: 'Remove file',
      selected: 'Selected file:',
      dropNow: 'Release now to add the file',
    },
    fileSize,
    retry: 'Try again',
    networkError: 'Connection error. Please check your internet connection.',
  },

  mail: {
    subject: (practice, reference) => `Your request to ${practice} – reference ${reference}`,
    title: 'Your request has been received',
    greeting: 'Hello,',
    thanks: (practice) =>
      `Thank you for your request. It has reached ${practice}, and we will get back to you as soon as possible.`,
    referenceLabel: 'Your reference number',
    referenceHint: 'Please quote this number if you have any questions.',
    contactHeading: 'How to reach us:',
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    footer:
      'This email was sent automatically. To protect your data, it contains none of the details from your request. If you did not send a request, you can ignore this email.',
    signingIntro:
      'Before your first appointment, the practice asks you to read and sign some documents. You can do so online through this personal link:',
    signingButton: 'Sign documents',
    signingHint:
      'The link is valid for 7 days and only until every document has been answered. Please do not pass it on.',
  },

  signing: {
    pageTitle: 'Sign documents',
    breadcrumb: 'Sign documents',
    loading: 'Loading the documents …',
    intro: (practice) =>
      `${practice} asks you to read and answer the following documents. It only takes a few minutes.`,
    referenceLabel: 'Reference number of your request:',
    documentOf: (current, total) => `Document ${number(current)} of ${number(total)}`,
    progressLabel: 'Signing progress',
    required: 'Required',
    optional: 'Optional',
    optionalHint: 'This document is optional: you may agree or decline.',
    germanOnlyTitle: 'Only available in German',
    germanOnly:
      'The practice has not translated this document. It is shown in German, and you sign the German text. Please ask the practice if anything is unclear.',

    decisionLegend: 'Your decision',
    agree: 'I agree',
    disagree: 'I do not agree',
    decisionMissing: 'Please choose whether you agree.',

    evidenceTitle: 'Simple electronic signature (einfache elektronische Signatur)',
    evidenceText: 'Signing here is a simple electronic signature. The following is stored with your answer:',
    evidenceItems: [
      'your name as you enter it, and your signature',
      'the date and time',
      'the version of the document',
      'your browser',
      'a protected check value of your internet address (not the address itself)',
    ],
    evidenceProtection: 'Everything is stored encrypted.',

    nameLabel: 'Your full name',
    nameHint:
      'First and last name. If you are signing for someone else, such as your child, enter your own name.',
    nameMissing: 'Please enter your full name.',

    padLabel: 'Your signature',
    padHint: 'Sign with your finger or the mouse in the box below.',
    padEmpty: 'Please sign in the box, or type your name instead.',
    padCleared: 'The signature box is empty.',
    clear: 'Clear',
    sign: 'Sign',
    decline: 'Decline',
    sending: 'Sending …',

    typeInstead: 'Type your name instead',
    drawInstead: 'Sign with your finger or the mouse instead',
    typedTitle: 'Signature by typed name',
    typedNote:
      'The name you entered above counts as your signature. It is recorded that you signed with a typed name.',
    typedEmpty: 'Your name appears here as soon as you enter it above.',

    signedAt: (title, date, time) => `“${title}” was signed on ${date} at ${time}.`,
    declinedAt: (title, date, time) => `“${title}” was declined on ${date} at ${time}.`,
    statusSigned: 'Signed',
    statusDeclined: 'Declined',
    statusPending: 'Open',
    answersHeading: 'Your answers',

    doneTitle: 'Thank you',
    doneText: (practice) => `${practice} has received your answers. There is nothing else you need to do.`,
    doneCopy: 'The practice can give you a copy of the signed documents on request.',
    noDocuments: 'There are no documents left to answer for this link.',

    errors: {
      title: 'That did not work',
      linkInvalidTitle: 'Link no longer valid',
      linkInvalid:
        'This link has expired or has already been used. A link is valid for 7 days and only until every document has been answered. If you would still like to sign something, please contact the practice.',
      linkMissingTitle: 'Incomplete link',
      linkMissing:
        'This page belongs to a personal link. Please open the complete link from your email again.',
      alreadyAnswered:
        'This document has already been answered, perhaps in another window. The current state has been loaded.',
      required: 'This document is required and cannot be declined.',
      signatureInvalid: 'Your signature could not be read. Please clear it and sign again.',
      validation: 'Please check your details and try again.',
      network: 'No connection to the server. Please check your internet connection and try again.',
      generic: 'An error occurred. Please try again later.',
      loadFailed: 'The documents could not be loaded.',
      contactHeading: 'How to reach the practice:',
    },

    offer: {
      title: 'Sign documents',
      text: 'Before your first appointment, the practice asks you to read and sign some documents. It only takes a few minutes.',
      button: 'Sign documents',
      later: 'If you receive a confirmation email, it also contains a link for signing later.',
    },
  },

  languageSwitch: { label: 'Language' },

  patientPage: {
    pageTitle: 'Your request',
    open: {
      title: 'Open your request',
      text: 'To protect your data, the page only opens when you click “Open request”.',
      button: 'Open request',
    },
    code: {
      title: 'Enter verification code',
      text: 'This device does not know your request yet. We have sent a 6-digit code to the email address given in your request.',
      label: 'Code from the email',
      submit: 'Confirm',
      resend: 'Send a new code',
      resent: 'We have sent you a new code.',
    },
    errors: {
      linkInvalid:
        'This link is invalid or has expired. Please open the link in the most recent email from the practice, or contact the practice.',
      codeWrong: 'The code is not correct. Please check it and try again.',
      codeFormat: 'Please enter the 6 digits from the email.',
      codeExpired: 'The code has expired. Please request a new code.',
      codeLocked: 'The code was entered incorrectly too many times. Please request a new code.',
      tooManyCodes: 'We have already sent several codes. Please wait a while before requesting a new one.',
      noAddress: 'There is no email address on file for this request. Please contact the practice.',
      sessionEnded: 'Your session has expired. Please open the link in your email again.',
      messageEmpty: 'Please write a message.',
      messageTooLong: (max) =>
        `Please shorten your message (no more than ${counted(max, { one: 'character', other: 'characters' })}).`,
      taskDone: 'This task has already been completed.',
      fileRejected: 'We cannot accept this file. Please send a photo (JPG, PNG) or a PDF of up to 10 MB.',
      generic: 'Sorry, that did not work. Please try again in a moment.',
      requestClosed: 'This request has been closed. Please contact the practice directly.',
    },
    state: {
      label: 'Status of your request',
      neu: 'Received',
      in_bearbeitung: 'In progress',
      erledigt: 'Completed',
      hint: {
        neu: 'Your request has reached the practice. It will get back to you as soon as possible.',
        in_bearbeitung: 'The practice is working on your request.',
        erledigt: 'The practice has completed your request.',
      },
    },
    referenceLabel: 'Reference number',
    sentOn: 'Sent on',
    messages: {
      heading: 'Messages',
      empty: 'No messages yet. As soon as the practice writes to you, you can read it here.',
      fromPractice: (practice) => practice,
      fromYou: 'You',
      composeLabel: 'Your message to the practice',
      send: 'Send message',
      sent: 'Your message has been sent.',
      attach: 'Attach a photo or PDF',
      attachHint: 'JPG, PNG or PDF, up to 10 MB.',
      removeAttachment: 'Remove attachment',
      attachment: 'Attachment',
    },
    tasks: {
      heading: 'What still needs to be done',
      none: 'There is nothing to do at the moment.',
      anamnese: 'Fill in the medical history questionnaire',
      signature: (title) => `Read and sign “${title}”`,
      start: 'Do it now',
    },
    documents: {
      heading: 'Your signed documents',
      signedOn: (date) => `Signed on ${date}`,
      download: 'Download PDF',
      none: 'No signed documents yet.',
    },
    contactHeading: 'How to reach the practice',
    stillOpen: {
      pageTitle: 'Almost done',
      intro: 'Your request has been received. Please also complete the following:',
      signature: (title) => `Sign “${title}”`,
      anamnese: 'Fill in the medical history questionnaire',
      later: 'You can also do this later: we have emailed you the link to your personal page.',
    },
    germanOriginal: 'The practice wrote this text in German.',
    mail: {
      linkHint:
        'The link is personal; please do not pass it on. On a new device, we will also ask for a code, which we send to this address.',
      pageIntro: 'You can find the status of your request and the practice’s messages on your personal page:',
      pageButton: 'View your request',
      message: {
        subject: (practice, reference) => `New message from ${practice} – reference ${reference}`,
        title: 'The practice has written to you',
        text: 'There is a new message about your request. To protect your data, it is not included in this email; you can read and reply to it on your personal page.',
        button: 'Read message',
      },
      task: {
        subject: (practice, reference) => `${practice} asks you for your details – reference ${reference}`,
        title: 'The practice has a request for you',
        anamnese:
          'The practice asks you to fill in the medical history questionnaire before your appointment.',
        signature: 'The practice asks you to read and sign a document.',
        button: 'Go to your request',
      },
      code: {
        subject: (practice) => `Your verification code for your request to ${practice}`,
        title: 'Your verification code',
        text: 'You would like to open your request on a new device. Your code is:',
        hint: 'The code is valid for 15 minutes. If you did not request it, you can ignore this email.',
      },
    },
  },
};
