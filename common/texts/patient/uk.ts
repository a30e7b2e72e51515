// The Ukrainian patient catalogue (issue 29), translated from the German one (de.ts). Polite "Ви", capitalised.
// The practice's words are Ukrainian nouns with cases, so texts use them only where the nominative (or an
// accusative that reads the same) fits, and otherwise say "наша команда" themselves.
import type { ReceptionWords } from '../../receptionWords.ts';
import type { PatientCatalogue } from './catalogue.ts';
import { localNumbers } from './localNumbers.ts';

const { number, megabytes, fileSize, counted } = localNumbers('uk');

/** A noun's forms after a number: 1 секунду, 5 секунд, and `other` for 2–4 (and fractions): 2 секунди. */
const SECONDS = { one: 'секунду', many: 'секунд', other: 'секунди' };
/** After "за"/"через": 1 годину, 24 години. */
const HOURS = { one: 'годину', many: 'годин', other: 'години' };

const BODY_PARTS = {
  head: 'Голова',
  neck: 'Шия',
  shoulder_right: 'Праве плече',
  shoulder_left: 'Ліве плече',
  elbow_right: 'Правий лікоть',
  elbow_left: 'Лівий лікоть',
  hand_right: 'Права кисть',
  hand_left: 'Ліва кисть',
  chest: 'Грудна клітка',
  back: 'Спина',
  hip_right: 'Правий кульшовий суглоб',
  hip_left: 'Лівий кульшовий суглоб',
  knee_right: 'Праве коліно',
  knee_left: 'Ліве коліно',
  foot_right: 'Права стопа',
  foot_left: 'Ліва стопа',
};

const INFLUENCES = {
  activity: 'Фізична активність',
  rest: 'Спокій',
  lying: 'Лежачи',
  sitting: 'Сидячи',
  bending: 'Нахили',
  standing: 'Стоячи',
  walking: 'Ходьба',
  lifting: 'Піднімання важкого',
  overhead_work: 'Робота з піднятими руками',
  gripping: 'Хапання предметів',
  work: 'Робота',
  sport: 'Спорт',
  morning: 'Зранку',
  noon: 'Удень',
  evening: 'Увечері',
  night: 'Уночі',
};

const MULTI_HINT = 'Можна обрати кілька варіантів';

export const uk: PatientCatalogue = {
  language: 'uk',
  words: {
    medical: { company: 'практика', providers: 'фахівці', treatment: 'лікування', appointment: 'прийом' },
    'non-medical': {
      company: 'студія',
      providers: 'тренери',
      treatment: 'тренування',
      appointment: 'заняття',
    },
  },

  reception: {
    homeLabel: 'Онлайн-реєстратура',
    documentTitle: (pageTitle: string, practice: string) => `${pageTitle} · ${practice}`,
    back: 'Назад',
    backToWebsite: (practice: string) => `На сайт ${practice}`,
    breadcrumbLabel: 'Навігаційний ланцюжок',
    loading: 'Онлайн-реєстратура завантажується…',
    newTab: '(відкривається в новій вкладці)',
    logoAlt: (practice: string) => `Логотип ${practice}`,

    layout: {
      privacy: 'Захист даних',
      imprint: 'Вихідні дані',
      footerNavLabel: 'Правова інформація',
      poweredBy: 'Онлайн-реєстратура від Praxisdesk',
      loadFailedTitle: 'Не вдалося завантажити дані практики.',
      loadFailedText:
        'Ви все одно можете користуватися сторінкою. Якщо надіслати запит не вдасться, будь ласка, спробуйте пізніше або зателефонуйте до практики.',
    },

    notFound: {
      title: 'Практику не знайдено',
      text: 'За цим посиланням немає жодної практики. Будь ласка, перевірте адресу або відкрийте онлайн-реєстратуру через вебсайт Вашої практики.',
      hint: 'Зв’язатися з Вашою практикою можна й телефоном — номер вказано на Вашій картці запису (Terminkarte) або на вебсайті практики.',
    },

    unavailable: {
      title: 'Цей спосіб зараз недоступний',
      text: (_w: ReceptionWords) =>
        'Наразі ми не приймаємо такі запити онлайн. Будь ласка, оберіть інший спосіб або зателефонуйте нам.',
      toBooking: 'Переглянути інші можливості',
    },

    home: {
      pageTitle: 'Онлайн-реєстратура',
      welcomeTitle: 'Ласкаво просимо до онлайн-реєстратури',
      welcomeSubtitle: 'Чим ми можемо Вам допомогти? Оберіть, що Вам потрібно.',
      cardsLabel: 'Ваше звернення',
      book: {
        title: (w: ReceptionWords) => `Записатися на ${w.appointment}`,
        text: (medical: boolean) =>
          medical
            ? 'За рецептом, за власний кошт або з ручним введенням даних Вашого рецепта.'
            : 'За рецептом, за власний кошт або з описом Ваших цілей і побажань.',
      },
      question: {
        title: 'Поставити запитання',
        text: (_w: ReceptionWords) => 'Маєте запитання до нашої команди? Напишіть нам.',
      },
      cancel: {
        title: (w: ReceptionWords) => `Скасувати ${w.appointment}`,
        text: 'Не можете прийти? Скасуйте запис тут.',
      },
    },

    contact: {
      heading: 'Як з нами зв’язатися',
      phone: 'Телефон',
      email: 'Електронна пошта',
      callUs: (phone: string) => `Зателефонувати: ${phone}`,
      writeUs: (email: string) => `Написати листа: ${email}`,
      openingHours: 'Години роботи',
      locations: 'Адреси',
    },

    booking: {
      pageTitle: (w: ReceptionWords) => `Записатися на ${w.appointment}`,
      breadcrumb: 'Запис',
      intro: 'Як Ви хочете записатися? Оберіть відповідний спосіб.',
      waysLabel: 'Способи запису',
      prescription: {
        title: 'За рецептом',
        text: (medical: boolean) =>
          medical
            ? 'Завантажте фото або PDF Вашого рецепта (Heilmittelverordnung).'
            : 'Завантажте фото або PDF Вашого рецепта.',
      },
      selfPay: {
        title: 'За власний кошт',
        text: (w: ReceptionWords) => `Без рецепта: ${w.treatment} за Ваш рахунок.`,
      },
      manual: {
        title: (medical: boolean) => (medical ? 'Ввести рецепт вручну' : 'Вказати цілі та побажання'),
        text: (medical: boolean) =>
          medical
            ? 'Немає фото під рукою? Просто перепишіть дані з рецепта.'
            : 'Опишіть Ваші цілі та бажані послуги.',
      },
      noWays:
        'Наразі надіслати запит онлайн неможливо. Будь ласка, зателефонуйте нам або напишіть електронного листа.',
      servicesHeading: 'Наші послуги',
      additionalServicesHeading: 'Інші пропозиції',
      reasonsHeading: (practice: string) => `Чому саме ${practice}`,
      reasons: {
        online: 'Запити цілодобово — без очікування на телефонній лінії',
        personal: 'Ми особисто зв’яжемося з Вами й узгодимо всі деталі',
        secure: 'Ваші дані передаються та зберігаються в зашифрованому вигляді',
        locations: (count: number) =>
          `${counted(count, { one: 'адреса', many: 'адрес', other: 'адреси' })} — оберіть зручну для Вас`,
      },
    },

    fields: {
      name: 'Ім’я та прізвище',
      phone: 'Номер телефону',
      phoneHint: 'На випадок, якщо в нас виникнуть запитання щодо Вашого запиту',
      email: 'Адреса електронної пошти',
      optional: (label: string) => `${label} (необов’язково)`,
      honeypot: 'Будь ласка, залиште це поле порожнім',
      requiredNote: 'Усі поля обов’язкові, якщо їх не позначено як «необов’язково».',
    },

    privacy: {
      link: 'політикою конфіденційності',
      before: 'Я ознайомлений(-а) з ',
      after: ' і даю згоду на обробку моїх даних для розгляду мого запиту.',
      hint: 'Ваші дані передаються в зашифрованому вигляді, і читаємо їх лише ми.',
    },

    submit: {
      submitting: 'Надсилання…',
      uploading: 'Триває завантаження…',
      unknownError: 'Сталася невідома помилка',
      sendFailed: 'Помилка під час надсилання запиту',
      cancellationFailed: 'Помилка під час надсилання скасування',
      httpError: (status: number, body: string) => `HTTP ${status}: ${body}`,
      errorTitle: 'Не вдалося надіслати Ваш запит.',
    },

    prescription: {
      pageTitle: (w: ReceptionWords) => `Записатися на ${w.appointment} за рецептом`,
      breadcrumb: 'За рецептом',
      intro:
        'Завантажте Ваш рецепт і залиште контактні дані. Ми зв’яжемося з Вами й узгодимо всі подальші кроки.',
      fileLabel: 'Ваш рецепт (фото або PDF)',
      fileHint:
        'JPG, PNG або PDF до 4 MB — більші фото зменшуються автоматично. Будь ласка, переконайтеся, що все добре читається.',
      photoShrinking: 'Ваше фото зменшується для надсилання…',
      photoShrunk: (before: number, after: number) =>
        `Ваше фото зменшено для надсилання (з ${megabytes(before)} до ${megabytes(after)}).`,
      messageLabel: 'Повідомлення (необов’язково)',
      messageHint: 'Наприклад, зручний для Вас час або бажана адреса.',
      submit: 'Надіслати запит із рецептом',
      fileTooLarge: (bytes: number) => `Файл завеликий. Максимум: 4 MB (Ваш файл: ${megabytes(bytes)})`,
      fileWrongType: 'Формат файлу не підтримується. Дозволено: JPG, PNG, PDF',
      fileMissing: 'Будь ласка, оберіть файл.',
      uploadErrorTitle: 'Не вдалося завантажити Ваш рецепт.',
      requestSaved:
        'Сам запит ми отримали. Ви можете спробувати завантажити файл ще раз або продовжити без файлу — тоді, будь ласка, візьміть рецепт із собою, коли прийдете до нас.',
      retryUpload: 'Завантажити рецепт ще раз',
      continueWithoutFile: 'Продовжити без файлу',
    },

    upload: {
      submissionNotFound: 'Ваш запит не знайдено. Будь ласка, надішліть форму ще раз.',
      databaseError:
        'Під час збереження в нашій базі даних сталася технічна помилка. Нашу команду вже повідомлено. Будь ласка, зверніться до нас безпосередньо:',
      metadataFailed:
        'Не вдалося зберегти відомості про Ваш файл. Будь ласка, спробуйте ще раз за кілька хвилин.',
      encryptionFailed:
        'Не вдалося надійно зашифрувати Ваш файл. Будь ласка, використайте інший файл або спробуйте ще раз.',
      notAllowed: 'До цього запиту більше не можна завантажити файл. Будь ласка, надішліть форму ще раз.',
      generic: 'Під час завантаження Вашого файлу сталася помилка. Будь ласка, спробуйте ще раз.',
      tooManyUploads:
        'З Вашого підключення зараз триває кілька завантажень одночасно. Будь ласка, зачекайте трохи й спробуйте знову.',
      timedOut:
        'Передавання Вашого файлу тривало занадто довго. Будь ласка, перевірте з’єднання і спробуйте ще раз.',
      tipsHeading: 'Поради:',
      tips: ['Перевірте підключення до інтернету.', 'Дозволено файли JPG, PNG і PDF розміром до 4 MB.'],
    },

    selfPay: {
      pageTitle: (w: ReceptionWords) => `Запит на ${w.treatment} за власний кошт`,
      breadcrumb: 'За власний кошт',
      intro:
        'Бажаєте прийти до нас без рецепта? Коротко опишіть своє звернення — ми зв’яжемося з Вами й запропонуємо варіант.',
      messageLabel: 'Ваше звернення',
      messageHint: (medical: boolean) =>
        medical
          ? 'Наприклад, Ваші скарги, бажані послуги та зручний для Вас час.'
          : 'Наприклад, Ваші цілі, бажані послуги та зручний для Вас час.',
      submit: 'Надіслати запит',
    },

    manual: {
      pageTitle: (medical: boolean) => (medical ? 'Ввести рецепт вручну' : 'Вказати цілі та побажання'),
      introMedical:
        'Перенесіть дані з Вашого рецепта у форму. Оригінал, будь ласка, візьміть із собою, коли прийдете до нас.',
      introNonMedical:
        'Опишіть, чого Ви хочете досягти і які послуги Вас цікавлять. Ми зв’яжемося з Вами й запропонуємо варіант.',
      diagnosis: 'Діагноз',
      diagnosisHint:
        'Так, як його вказано в рецепті, наприклад «Lumbalgie» (люмбалгія) або код ICD-10 (МКХ-10).',
      treatment: 'Призначене лікування',
      treatmentHint: 'Наприклад, «Krankengymnastik, 6 ×» (лікувальна фізкультура, 6 разів).',
      doctor: 'Лікар, який виписав рецепт (необов’язково)',
      prescriptionDate: 'Дата виписування рецепта',
      prescriptionDateHint: 'Дата вгорі Вашого рецепта.',
      prescriptionDateOld: (days: number) =>
        `Вашому рецепту понад ${counted(days, { one: 'день', many: 'днів', other: 'дні' })}. Лікування за рецептом, як правило, має розпочатися протягом ${counted(days, { one: 'дня', other: 'днів' })} від дати виписування. Ви все одно можете надіслати запит — ми обговоримо з Вами, що робити далі.`,
      goals: 'Ваші цілі',
      goalsHint: 'Наприклад, ходити без болю, знову займатися спортом, покращити поставу.',
      services: 'Бажані послуги',
      servicesHint: (examples: string) => (examples ? `Наприклад, ${examples}.` : ''),
      submit: 'Надіслати запит',
    },

    question: {
      pageTitle: 'Поставити запитання',
      breadcrumb: 'Поставити запитання',
      intro: (_w: ReceptionWords) => 'Напишіть нам своє запитання — наша команда відповість Вам якнайшвидше.',
      messageLabel: 'Ваше запитання',
      submit: 'Надіслати запитання',
      successTitle: 'Дякуємо за Ваше запитання!',
      successText: (_w: ReceptionWords) =>
        'Ваше повідомлення надійшло до нас. Наша команда зв’яжеться з Вами якнайшвидше.',
      another: 'Поставити ще одне запитання',
    },

    cancellation: {
      pageTitle: (w: ReceptionWords) => `Скасувати ${w.appointment}`,
      breadcrumb: (w: ReceptionWords) => `Скасувати ${w.appointment}`,
      intro: 'Не можете прийти? Будь ласка, повідомте нас якомога раніше.',
      noticeTitle: 'Зверніть увагу',
      notice: (hours: number) =>
        `Будь ласка, скасовуйте запис щонайменше за ${counted(hours, HOURS)} до призначеного часу. Інакше стягується плата за неявку.`,
      termsLabel: 'Умови скасування, встановлені практикою:',
      appointmentDate: 'Дата, на яку Ви записані',
      appointmentTime: 'Час, на який Ви записані',
      shortNoticeTitle: (hours: number) => `Ваш візит розпочнеться менш ніж через ${counted(hours, HOURS)}.`,
      shortNoticeText: 'Ви все одно можете скасувати запис — будь ласка, зробіть це якомога раніше.',
      shortNoticeFee: 'За таке пізнє скасування стягується плата за неявку.',
      reason: 'Причина скасування (необов’язково)',
      reasonHint: 'Бажаєте перенести запис? Напишіть нам, який час Вам зручний.',
      submit: 'Скасувати запис',
      successTitle: 'Ми отримали Ваше скасування',
      successText: 'Дякуємо, що повідомили нас. Якщо в нас виникнуть запитання, ми з Вами зв’яжемося.',
      callOnlyTitle: 'Скасування лише телефоном',
      callOnlyText: (_w: ReceptionWords) =>
        'Скасування запису наша команда приймає лише телефоном. Будь ласка, зателефонуйте нам у години роботи.',
      callOnlyNoPhone: (_w: ReceptionWords) => 'Будь ласка, зверніться безпосередньо до нашої команди.',
    },

    submissionSuccess: {
      pageTitle: 'Запит надіслано',
      heading: 'Дякуємо! Ваш запит надійшов.',
      text: (w: ReceptionWords) =>
        `Бажаєте заздалегідь відповісти на кілька запитань про Ваші скарги? Тоді наші ${w.providers} зможуть цілеспрямовано підготуватися до зустрічі з Вами.`,
      duration: 'Тривалість: приблизно 3–5 хвилин',
      start: 'Перейти до анкети',
      skip: 'Пропустити анкету',
      countdown: (seconds: number) =>
        `Через ${counted(seconds, SECONDS)} Вас буде автоматично перенаправлено до анкети.`,
      stopCountdown: 'Зупинити автоматичний перехід',
      countdownStopped: 'Автоматичний перехід зупинено.',
    },

    success: {
      pageTitle: 'Усе готово',
      byType: {
        anamnese: {
          heading: 'Дякуємо за Ваші відповіді!',
          text: (w: ReceptionWords) =>
            `Ваша анкета надійшла до нас. Завдяки їй наші ${w.providers} зможуть цілеспрямовано підготуватися до зустрічі з Вами.`,
        },
        prescription: {
          heading: 'Ваш запит із рецептом надійшов',
          text: (_w: ReceptionWords) =>
            'Наша команда перевірить Ваш рецепт і зв’яжеться з Вами. Будь ласка, візьміть оригінал із собою, коли прийдете до нас.',
        },
        manual: {
          heading: 'Ваш запит надійшов',
          text: (_w: ReceptionWords) => 'Наша команда перевірить Ваші дані й зв’яжеться з Вами.',
        },
        selfpay: {
          heading: 'Ваш запит надійшов',
          text: (_w: ReceptionWords) => 'Наша команда зв’яжеться з Вами з пропозицією.',
        },
        default: {
          heading: 'Дякуємо!',
          text: (_w: ReceptionWords) =>
            'Ваше повідомлення надійшло до нас. Наша команда зв’яжеться з Вами якнайшвидше.',
        },
      },
      questions: 'Маєте запитання? Ось як з нами зв’язатися:',
      toHome: 'До онлайн-реєстратури',
    },

    reference: {
      label: 'Номер Вашого запиту',
      hint: 'Будь ласка, вказуйте цей номер, коли звертаєтеся до нас щодо Вашого запиту.',
    },

    thankYou: {
      pageTitle: 'Повідомлення надіслано',
      heading: 'Дякуємо!',
      text: 'Ваше повідомлення успішно надіслано. Ми зв’яжемося з Вами якнайшвидше.',
      countdown: (seconds: number) => `Через ${counted(seconds, SECONDS)} Вас буде перенаправлено.`,
      stopped: 'Автоматичний перехід зупинено.',
      backTo: (practice: string) => `Повернутися на сторінку ${practice}`,
    },

    failure: {
      pageTitle: 'Помилка під час надсилання',
      heading: 'Не вдалося надіслати Ваше повідомлення',
      errorLabel: 'Повідомлення про помилку',
      causesHeading: 'Можливі причини',
      causes: [
        'З’єднання з інтернетом було перервано.',
        'Обов’язкове поле було порожнім або містило недійсні дані.',
        'Файл був завеликий або мав непідтримуваний формат.',
        'Сервіс був тимчасово недоступний.',
      ],
      retry: 'Спробувати ще раз',
      home: 'На головну сторінку',
      contactHeading: 'Ви також можете зв’язатися з практикою безпосередньо:',
    },
  },

  anamnese: {
    pageTitle: 'Анамнез',
    heading: 'Анкета про стан здоров’я (анамнез)',
    intro: (providers: string) =>
      `За допомогою цієї анкети наші ${providers} готуються до зустрічі з Вами. Будь ласка, дайте відповіді якомога точніше — запитання, які Вас не стосуються, можна пропустити.`,
    estimatedTime: 'Орієнтовна тривалість: 3–5 хвилин',
    stepOf: (step: number, total: number) => `Крок ${number(step)} з ${number(total)}`,
    percent: (value: number) => `${number(value)} %`,
    progressLabel: 'Прогрес заповнення анкети',
    progressValueText: (step: number, total: number, percent: number) =>
      `Крок ${number(step)} з ${number(total)}, ${number(percent)} %`,

    next: 'Далі',
    back: 'Назад',
    skip: 'Пропустити',
    submit: 'Надіслати анкету',
    submitting: 'Надсилання…',
    navigationLabel: 'Кроки анкети',

    yesNoLegendHint: 'Будь ласка, оберіть «Так» або «Ні».',
    multiHint: MULTI_HINT,
    scaleMinHint: (min: number, label: string) => `${number(min)} = ${label}`,
    scaleMaxHint: (max: number, label: string) => `${number(max)} = ${label}`,

    choiceRequired: 'Будь ласка, оберіть «Так» або «Ні».',
    expectationsRequired: 'Будь ласка, опишіть Ваші очікування.',
    consentRequired: 'Будь ласка, підтвердьте свою згоду.',
    privacyIntro: 'Докладніше — у нашій',
    privacyLink: 'політиці конфіденційності',

    sendError: 'Помилка під час надсилання анкети',
    genericError: 'Сталася помилка',
    unknownType: 'Невідомий тип запитання',
    sendErrorTitle: 'Не вдалося надіслати анкету.',

    missingRequestTitle: 'Анкета не пов’язана із запитом',
    missingRequestText:
      'Анкета належить до запиту. Будь ласка, спочатку надішліть запит через онлайн-реєстратуру — після цього Ви зможете заповнити анкету.',
    toReception: 'До онлайн-реєстратури',
  },

  questionnaire: {
    yes: 'Так',
    no: 'Ні',
    questions: {
      bodyParts: { title: 'Які частини тіла Вас турбують?', hint: MULTI_HINT, options: BODY_PARTS },
      painLevel: {
        title: 'Наскільки сильний у Вас біль?',
        minLabel: 'ледь відчутний',
        maxLabel: 'нестерпний',
      },
      painPattern: {
        title: 'Як часто виникає біль?',
        options: { permanent: 'Постійно', intermittent: 'Час від часу', variable: 'По-різному' },
      },
      painType: {
        title: 'Який характер болю?',
        options: {
          stechend: 'Колючий',
          brennend: 'Пекучий',
          pochend: 'Пульсівний',
          dumpf: 'Тупий',
          krampfend: 'Спазматичний',
          ziehend: 'Тягнучий',
        },
      },
      problemEvolution: {
        title: 'Як змінювалися скарги з часом?',
        options: {
          gleichbleibend: 'Без змін',
          besser: 'Стало краще',
          schlechter: 'Стало гірше',
          akut: 'Виникли раптово',
        },
      },
      negativeInfluences: { title: 'Що посилює скарги?', hint: MULTI_HINT, options: INFLUENCES },
      positiveInfluences: { title: 'Що полегшує скарги?', hint: MULTI_HINT, options: INFLUENCES },
      mobilityChanged: { title: 'Чи змінилася Ваша рухливість?' },
      sensitivityChanged: {
        title: 'Чи є у Вас порушення чутливості (наприклад, поколювання, оніміння)?',
      },
      strengthChanged: { title: 'Чи зменшилася у Вас м’язова сила?' },
      balanceIssues: { title: 'Чи бувають у Вас проблеми з рівновагою або запаморочення?' },
      comorbidities: {
        title: 'Чи є у Вас хронічні або перенесені раніше захворювання?',
        hint: 'наприклад, підвищений тиск, діабет, операції',
        textLabel: 'Які саме захворювання? (необов’язково)',
      },
      medications: {
        title: 'Чи приймаєте Ви регулярно ліки?',
        textLabel: 'Які саме ліки? (необов’язково)',
      },
      cancer: { title: 'Чи маєте Ви зараз або чи мали раніше онкологічне захворювання?' },
      nightSweats: { title: 'Чи буває у Вас сильна пітливість уночі?' },
      otherSymptoms: {
        title: 'Чи маєте Ви інші скарги?',
        hint: MULTI_HINT,
        options: {
          vision: 'Порушення зору',
          hearing: 'Порушення слуху',
          incontinence: 'Нетримання сечі або калу',
          constipation: 'Закрепи',
          morning_stiffness: 'Ранкова скутість',
          easy_bruising: 'Схильність до синців',
          shortness_of_breath: 'Задишка',
          cramps: 'Судоми',
        },
      },
      functionalImpairment: { title: 'Чи обмежують скарги Вас у повсякденному житті або на роботі?' },
      psychologicalImpact: { title: 'Чи впливають скарги на Ваш психологічний стан?' },
      previousTreatments: {
        title: 'Які обстеження або лікування Ви вже проходили?',
        options: {
          xray: 'Рентген',
          mri: 'МРТ',
          ct: 'КТ',
          injections: 'Уколи (ін’єкції)',
          physiotherapy: 'Фізіотерапія / ЛФК',
          training: 'Тренування',
        },
        textLabel: 'Інше (необов’язково)',
      },
      expectations: {
        title: 'Чого Ви очікуєте від лікування?',
        textLabel: 'Ваші очікування та цілі',
        consentLabel: 'Я даю згоду на обробку моїх даних для підготовки до лікування.',
      },
    },
  },

  fieldMessages: {
    name: 'Будь ласка, вкажіть Ваше ім’я.',
    phone: 'Будь ласка, вкажіть Ваш номер телефону.',
    phoneInvalid: 'Будь ласка, вкажіть дійсний номер телефону (щонайменше 6 цифр).',
    email: 'Будь ласка, вкажіть Вашу адресу електронної пошти.',
    emailInvalid: 'Будь ласка, вкажіть дійсну адресу електронної пошти.',
    privacyConsent: 'Будь ласка, погодьтеся з політикою конфіденційності.',
    message: 'Будь ласка, введіть Ваше повідомлення.',
    appointmentDate: 'Будь ласка, вкажіть дату, на яку Ви записані.',
    appointmentDateInvalid: 'Будь ласка, вкажіть правильну дату.',
    appointmentTime: 'Будь ласка, вкажіть час, на який Ви записані.',
    appointmentTimeInvalid: 'Будь ласка, вкажіть правильний час.',
    appointmentPast: 'Вказаний час уже минув. Будь ласка, перевірте дату й час.',
    prescriptionDate: 'Будь ласка, вкажіть, коли було виписано Ваш рецепт.',
    prescriptionDateFuture: 'Дата виписування не може бути в майбутньому.',
    diagnosis: 'Будь ласка, вкажіть діагноз.',
    treatment: 'Будь ласка, вкажіть призначене лікування.',
    goals: 'Будь ласка, опишіть Ваші цілі.',
    services: 'Будь ласка, вкажіть бажані послуги.',
    empty: 'Форма не містить даних.',
  },

  components: {
    breadcrumb: {
      label: 'Навігаційний ланцюжок',
      showAll: 'Показати всі рівні',
    },
    fileDrop: {
      dropHere: 'Перетягніть файл сюди',
      or: 'або',
      choose: 'Обрати файл',
      replace: 'Обрати інший файл',
      remove: 'Видалити файл',
      selected: 'Обраний файл:',
      dropNow: 'Відпустіть, щоб додати файл',
    },
    fileSize,
    retry: 'Спробувати ще раз',
    networkError: 'Помилка з’єднання. Будь ласка, перевірте підключення до інтернету.',
  },

  mail: {
    subject: (practice, reference) => `Ваш запит до ${practice} — номер ${reference}`,
    title: 'Ваш запит надійшов',
    greeting: 'Добрий день!',
    thanks: (practice) =>
      `Щиро дякуємо за Ваш запит. Він надійшов до ${practice}; ми зв’яжемося з Вами якнайшвидше.`,
    referenceLabel: 'Номер Вашого запиту',
    referenceHint: 'Будь ласка, вказуйте цей номер, якщо у Вас виникнуть запитання.',
    contactHeading: 'Як з нами зв’язатися:',
    phone: 'Телефон',
    email: 'Електронна пошта',
    website: 'Вебсайт',
    footer:
      'Цей лист надіслано автоматично. З міркувань захисту даних він не містить відомостей із Вашого запиту. Якщо Ви не надсилали запиту, просто проігноруйте цей лист.',
    signingIntro:
      'Перед першим прийомом практика просить Вас прочитати й підписати кілька документів. Це можна зробити онлайн за цим особистим посиланням:',
    signingButton: 'Підписати документи',
    signingHint:
      'Посилання дійсне 7 днів і лише доти, доки не буде надано відповіді щодо всіх документів. Будь ласка, не передавайте його іншим.',
  },

  languageSwitch: { label: 'Мова' },
};
