// The Russian patient catalogue (issue 29), translated from the German one (de.ts). Polite "Вы", capitalised.
// The practice's words are Russian nouns with cases, so texts use them only where the nominative (or an
// accusative that reads the same) fits, and otherwise say "наша команда" themselves.
import type { ReceptionWords } from '../../receptionWords.ts';
import type { PatientCatalogue } from './catalogue.ts';
import { localNumbers } from './localNumbers.ts';

const { number, megabytes, fileSize, counted } = localNumbers('ru');

/** A noun's forms after a number: 1 секунду, 5 секунд, and `other` for 2–4 (and fractions): 2 секунды. */
const SECONDS = { one: 'секунду', many: 'секунд', other: 'секунды' };
/** After "за"/"через": 1 час, 24 часа. */
const HOURS = { one: 'час', many: 'часов', other: 'часа' };
/** After "больше"/"в течение": 1 дня, 28 дней. */
const DAYS = { one: 'дня', other: 'дней' };

const BODY_PARTS = {
  head: 'Голова',
  neck: 'Шея',
  shoulder_right: 'Правое плечо',
  shoulder_left: 'Левое плечо',
  elbow_right: 'Правый локоть',
  elbow_left: 'Левый локоть',
  hand_right: 'Правая кисть',
  hand_left: 'Левая кисть',
  chest: 'Грудная клетка',
  back: 'Спина',
  hip_right: 'Правый тазобедренный сустав',
  hip_left: 'Левый тазобедренный сустав',
  knee_right: 'Правое колено',
  knee_left: 'Левое колено',
  foot_right: 'Правая стопа',
  foot_left: 'Левая стопа',
};

const INFLUENCES = {
  activity: 'Физическая активность',
  rest: 'Покой',
  lying: 'Лёжа',
  sitting: 'Сидя',
  bending: 'Наклоны',
  standing: 'Стоя',
  walking: 'Ходьба',
  lifting: 'Подъём тяжестей',
  overhead_work: 'Работа с поднятыми руками',
  gripping: 'Захват предметов',
  work: 'Работа',
  sport: 'Спорт',
  morning: 'Утром',
  noon: 'Днём',
  evening: 'Вечером',
  night: 'Ночью',
};

const MULTI_HINT = 'Можно выбрать несколько вариантов';

export const ru: PatientCatalogue = {
  language: 'ru',
  words: {
    medical: { company: 'практика', providers: 'специалисты', treatment: 'лечение', appointment: 'приём' },
    'non-medical': {
      company: 'студия',
      providers: 'тренеры',
      treatment: 'тренировки',
      appointment: 'занятие',
    },
  },

  reception: {
    homeLabel: 'Онлайн-регистратура',
    documentTitle: (pageTitle: string, practice: string) => `${pageTitle} · ${practice}`,
    back: 'Назад',
    backToWebsite: (practice: string) => `На сайт ${practice}`,
    breadcrumbLabel: 'Навигационная цепочка',
    loading: 'Онлайн-регистратура загружается…',
    newTab: '(откроется в новой вкладке)',
    logoAlt: (practice: string) => `Логотип ${practice}`,

    layout: {
      privacy: 'Защита данных',
      imprint: 'Выходные данные',
      footerNavLabel: 'Правовая информация',
      poweredBy: 'Онлайн-регистратура от Praxisdesk',
      loadFailedTitle: 'Не удалось загрузить информацию о практике.',
      loadFailedText:
        'Вы всё равно можете пользоваться страницей. Если отправить заявку не получится, пожалуйста, попробуйте позже или позвоните в практику.',
    },

    notFound: {
      title: 'Практика не найдена',
      text: 'По этой ссылке практика не найдена. Пожалуйста, проверьте адрес или откройте онлайн-регистратуру через сайт Вашей практики.',
      hint: 'С Вашей практикой можно связаться и по телефону — номер указан на Вашей карточке записи (Terminkarte) или на сайте практики.',
    },

    unavailable: {
      title: 'Этот способ сейчас недоступен',
      text: (_w: ReceptionWords) =>
        'Сейчас мы не принимаем такие заявки онлайн. Пожалуйста, выберите другой способ или позвоните нам.',
      toBooking: 'Посмотреть другие варианты',
    },

    home: {
      pageTitle: 'Онлайн-регистратура',
      welcomeTitle: 'Добро пожаловать в онлайн-регистратуру',
      welcomeSubtitle: 'Чем мы можем Вам помочь? Выберите, что Вам нужно.',
      cardsLabel: 'Ваше обращение',
      book: {
        title: (w: ReceptionWords) => `Записаться на ${w.appointment}`,
        text: (medical: boolean) =>
          medical
            ? 'По рецепту, за свой счёт или с ручным вводом данных рецепта.'
            : 'По рецепту, за свой счёт или с описанием Ваших целей и пожеланий.',
      },
      question: {
        title: 'Задать вопрос',
        text: (_w: ReceptionWords) => 'У Вас есть вопрос к нашей команде? Напишите нам.',
      },
      cancel: {
        title: (w: ReceptionWords) => `Отменить ${w.appointment}`,
        text: 'Не получается прийти? Отмените запись здесь.',
      },
    },

    contact: {
      heading: 'Как с нами связаться',
      phone: 'Телефон',
      email: 'Электронная почта',
      callUs: (phone: string) => `Позвонить: ${phone}`,
      writeUs: (email: string) => `Написать письмо: ${email}`,
      openingHours: 'Часы работы',
      locations: 'Адреса',
    },

    booking: {
      pageTitle: (w: ReceptionWords) => `Записаться на ${w.appointment}`,
      breadcrumb: 'Запись',
      intro: 'Как Вы хотите записаться? Выберите подходящий способ.',
      waysLabel: 'Способы записи',
      prescription: {
        title: 'По рецепту',
        text: (medical: boolean) =>
          medical
            ? 'Загрузите фото или PDF Вашего рецепта (Heilmittelverordnung).'
            : 'Загрузите фото или PDF Вашего рецепта.',
      },
      selfPay: {
        title: 'За свой счёт',
        text: (w: ReceptionWords) => `Без рецепта: ${w.treatment} за Ваш счёт.`,
      },
      manual: {
        title: (medical: boolean) => (medical ? 'Ввести рецепт вручную' : 'Указать цели и пожелания'),
        text: (medical: boolean) =>
          medical
            ? 'Нет фото под рукой? Просто перепишите данные с рецепта.'
            : 'Опишите Ваши цели и желаемые услуги.',
      },
      noWays:
        'Сейчас отправить заявку онлайн нельзя. Пожалуйста, позвоните нам или напишите на электронную почту.',
      servicesHeading: 'Наши услуги',
      additionalServicesHeading: 'Дополнительные услуги',
      reasonsHeading: (practice: string) => `Почему именно ${practice}`,
      reasons: {
        online: 'Заявки круглосуточно — без ожидания на телефонной линии',
        personal: 'Мы лично свяжемся с Вами и обсудим все детали',
        secure: 'Ваши данные передаются и хранятся в зашифрованном виде',
        locations: (count: number) =>
          `${counted(count, { one: 'адрес', many: 'адресов', other: 'адреса' })} — выберите удобный для Вас`,
      },
    },

    fields: {
      name: 'Имя и фамилия',
      phone: 'Номер телефона',
      phoneHint: 'На случай, если у нас будут вопросы по Вашей заявке',
      email: 'Адрес электронной почты',
      optional: (label: string) => `${label} (необязательно)`,
      honeypot: 'Пожалуйста, оставьте это поле пустым',
      requiredNote: 'Все поля обязательны, если они не отмечены как «необязательно».',
    },

    privacy: {
      link: 'политикой конфиденциальности',
      before: 'Я ознакомлен(а) с ',
      after: ' и даю согласие на обработку моих данных для рассмотрения моей заявки.',
      hint: 'Ваши данные передаются в зашифрованном виде, и читаем их только мы.',
    },

    submit: {
      submitting: 'Отправка…',
      uploading: 'Идёт загрузка…',
      unknownError: 'Произошла неизвестная ошибка',
      sendFailed: 'Ошибка при отправке заявки',
      cancellationFailed: 'Ошибка при отправке отмены',
      httpError: (status: number, body: string) => `HTTP ${status}: ${body}`,
      errorTitle: 'Не удалось отправить Вашу заявку.',
    },

    prescription: {
      pageTitle: (w: ReceptionWords) => `Записаться на ${w.appointment} по рецепту`,
      breadcrumb: 'По рецепту',
      intro: 'Загрузите Ваш рецепт и оставьте контактные данные. Мы свяжемся с Вами и обсудим все детали.',
      fileLabel: 'Ваш рецепт (фото или PDF)',
      fileHint:
        'JPG, PNG или PDF до 4 MB — фото большего размера уменьшаются автоматически. Пожалуйста, убедитесь, что всё хорошо читается.',
      photoShrinking: 'Ваше фото уменьшается для отправки…',
      photoShrunk: (before: number, after: number) =>
        `Ваше фото уменьшено для отправки (с ${megabytes(before)} до ${megabytes(after)}).`,
      messageLabel: 'Сообщение (необязательно)',
      messageHint: 'Например, удобное для Вас время или желаемый адрес.',
      submit: 'Отправить заявку с рецептом',
      fileTooLarge: (bytes: number) => `Файл слишком большой. Максимум: 4 MB (Ваш файл: ${megabytes(bytes)})`,
      fileWrongType: 'Формат файла не поддерживается. Допустимы: JPG, PNG, PDF',
      fileMissing: 'Пожалуйста, выберите файл.',
      uploadErrorTitle: 'Не удалось загрузить Ваш рецепт.',
      requestSaved:
        'Сама заявка до нас дошла. Вы можете попробовать загрузить файл ещё раз или продолжить без файла — тогда, пожалуйста, возьмите рецепт с собой, когда придёте к нам.',
      retryUpload: 'Загрузить рецепт ещё раз',
      continueWithoutFile: 'Продолжить без файла',
    },

    upload: {
      submissionNotFound: 'Ваша заявка не найдена. Пожалуйста, отправьте форму ещё раз.',
      databaseError:
        'При сохранении в нашей базе данных произошла техническая ошибка. Наша команда уже в курсе. Пожалуйста, свяжитесь с нами напрямую:',
      metadataFailed:
        'Не удалось сохранить сведения о Вашем файле. Пожалуйста, попробуйте ещё раз через несколько минут.',
      encryptionFailed:
        'Не удалось надёжно зашифровать Ваш файл. Пожалуйста, выберите другой файл или попробуйте ещё раз.',
      notAllowed: 'К этой заявке больше нельзя загрузить файл. Пожалуйста, отправьте форму ещё раз.',
      generic: 'При загрузке Вашего файла произошла ошибка. Пожалуйста, попробуйте ещё раз.',
      tooManyUploads:
        'С Вашего подключения сейчас идёт несколько загрузок одновременно. Пожалуйста, подождите немного и попробуйте снова.',
      timedOut:
        'Передача Вашего файла заняла слишком много времени. Пожалуйста, проверьте подключение и попробуйте ещё раз.',
      tipsHeading: 'Советы:',
      tips: ['Проверьте подключение к интернету.', 'Допустимы файлы JPG, PNG и PDF размером до 4 MB.'],
    },

    selfPay: {
      pageTitle: (w: ReceptionWords) => `Заявка на ${w.treatment} за свой счёт`,
      breadcrumb: 'За свой счёт',
      intro:
        'Хотите прийти к нам без рецепта? Кратко опишите, с чем Вы к нам обращаетесь, — мы свяжемся с Вами и предложим вариант.',
      messageLabel: 'Ваше обращение',
      messageHint: (medical: boolean) =>
        medical
          ? 'Например, Ваши жалобы, желаемые услуги и удобное для Вас время.'
          : 'Например, Ваши цели, желаемые услуги и удобное для Вас время.',
      submit: 'Отправить заявку',
    },

    manual: {
      pageTitle: (medical: boolean) => (medical ? 'Ввести рецепт вручную' : 'Указать цели и пожелания'),
      introMedical:
        'Перенесите в форму данные из Вашего рецепта. Оригинал, пожалуйста, возьмите с собой, когда придёте к нам.',
      introNonMedical:
        'Опишите, чего Вы хотите достичь и какие услуги Вас интересуют. Мы свяжемся с Вами и предложим вариант.',
      diagnosis: 'Диагноз',
      diagnosisHint:
        'Так, как он указан в рецепте, например «Lumbalgie» (люмбалгия) или код ICD-10 (МКБ-10).',
      treatment: 'Назначенное лечение',
      treatmentHint: 'Например, «Krankengymnastik, 6 ×» (лечебная физкультура, 6 раз).',
      doctor: 'Врач, выписавший рецепт (необязательно)',
      prescriptionDate: 'Дата выписки рецепта',
      prescriptionDateHint: 'Дата вверху Вашего рецепта.',
      prescriptionDateOld: (days: number) =>
        `Вашему рецепту больше ${counted(days, DAYS)}. Лечение по рецепту, как правило, должно начаться в течение ${counted(days, DAYS)} с даты выписки. Вы всё равно можете отправить заявку — мы обсудим с Вами, как быть дальше.`,
      goals: 'Ваши цели',
      goalsHint: 'Например, ходить без боли, снова заниматься спортом, улучшить осанку.',
      services: 'Желаемые услуги',
      servicesHint: (examples: string) => (examples ? `Например, ${examples}.` : ''),
      submit: 'Отправить заявку',
    },

    question: {
      pageTitle: 'Задать вопрос',
      breadcrumb: 'Задать вопрос',
      intro: (_w: ReceptionWords) => 'Напишите нам Ваш вопрос — наша команда ответит Вам как можно скорее.',
      messageLabel: 'Ваш вопрос',
      submit: 'Отправить вопрос',
      successTitle: 'Спасибо за Ваш вопрос!',
      successText: (_w: ReceptionWords) =>
        'Ваше сообщение получено. Наша команда свяжется с Вами как можно скорее.',
      another: 'Задать ещё один вопрос',
    },

    cancellation: {
      pageTitle: (w: ReceptionWords) => `Отменить ${w.appointment}`,
      breadcrumb: (w: ReceptionWords) => `Отменить ${w.appointment}`,
      intro: 'Не получается прийти? Пожалуйста, сообщите нам об этом как можно раньше.',
      noticeTitle: 'Обратите внимание',
      notice: (hours: number) =>
        `Пожалуйста, отменяйте запись не позднее чем за ${counted(hours, HOURS)} до назначенного времени. В противном случае взимается плата за неявку.`,
      termsLabel: 'Условия отмены, установленные практикой:',
      appointmentDate: 'Дата, на которую Вы записаны',
      appointmentTime: 'Время, на которое Вы записаны',
      shortNoticeTitle: (hours: number) => `Ваш визит начнётся менее чем через ${counted(hours, HOURS)}.`,
      shortNoticeText: 'Вы всё равно можете отменить запись — пожалуйста, сделайте это как можно раньше.',
      shortNoticeFee: 'За такую позднюю отмену взимается плата за неявку.',
      reason: 'Причина отмены (необязательно)',
      reasonHint: 'Хотите перенести запись? Напишите нам, какое время Вам удобно.',
      submit: 'Отменить запись',
      successTitle: 'Мы получили Вашу отмену',
      successText: 'Спасибо, что сообщили нам. Если у нас возникнут вопросы, мы с Вами свяжемся.',
      callOnlyTitle: 'Отмена только по телефону',
      callOnlyText: (_w: ReceptionWords) =>
        'Отмену записи наша команда принимает только по телефону. Пожалуйста, позвоните нам в часы работы.',
      callOnlyNoPhone: (_w: ReceptionWords) => 'Пожалуйста, свяжитесь с нашей командой напрямую.',
    },

    submissionSuccess: {
      pageTitle: 'Заявка отправлена',
      heading: 'Спасибо! Ваша заявка получена.',
      text: (w: ReceptionWords) =>
        `Хотите заранее ответить на несколько вопросов о Ваших жалобах? Так наши ${w.providers} смогут лучше подготовиться к встрече с Вами.`,
      duration: 'Это займёт примерно 3–5 минут',
      start: 'Перейти к анкете',
      skip: 'Пропустить анкету',
      countdown: (seconds: number) =>
        `Через ${counted(seconds, SECONDS)} Вы автоматически перейдёте к анкете.`,
      stopCountdown: 'Остановить автоматический переход',
      countdownStopped: 'Автоматический переход остановлен.',
    },

    success: {
      pageTitle: 'Готово',
      byType: {
        anamnese: {
          heading: 'Спасибо за Ваши ответы!',
          text: (w: ReceptionWords) =>
            `Ваша анкета получена. Благодаря ей наши ${w.providers} смогут лучше подготовиться к встрече с Вами.`,
        },
        prescription: {
          heading: 'Ваша заявка с рецептом получена',
          text: (_w: ReceptionWords) =>
            'Наша команда проверит Ваш рецепт и свяжется с Вами. Пожалуйста, возьмите оригинал с собой, когда придёте к нам.',
        },
        manual: {
          heading: 'Ваша заявка получена',
          text: (_w: ReceptionWords) => 'Наша команда проверит Ваши данные и свяжется с Вами.',
        },
        selfpay: {
          heading: 'Ваша заявка получена',
          text: (_w: ReceptionWords) => 'Наша команда свяжется с Вами и предложит вариант.',
        },
        default: {
          heading: 'Спасибо!',
          text: (_w: ReceptionWords) =>
            'Ваше сообщение получено. Наша команда свяжется с Вами как можно скорее.',
        },
      },
      questions: 'Остались вопросы? Вот как с нами связаться:',
      toHome: 'В онлайн-регистратуру',
    },

    reference: {
      label: 'Номер Вашей заявки',
      hint: 'Пожалуйста, называйте этот номер, когда обращаетесь к нам по поводу Вашей заявки.',
    },

    thankYou: {
      pageTitle: 'Сообщение отправлено',
      heading: 'Спасибо!',
      text: 'Ваше сообщение успешно отправлено. Мы свяжемся с Вами как можно скорее.',
      countdown: (seconds: number) => `Через ${counted(seconds, SECONDS)} Вы перейдёте дальше.`,
      stopped: 'Автоматический переход остановлен.',
      backTo: (practice: string) => `Вернуться на страницу ${practice}`,
    },

    failure: {
      pageTitle: 'Ошибка при отправке',
      heading: 'Не удалось отправить Ваше сообщение',
      errorLabel: 'Сообщение об ошибке',
      causesHeading: 'Возможные причины',
      causes: [
        'Прервалось подключение к интернету.',
        'Обязательное поле было пустым или содержало неверные данные.',
        'Файл был слишком большим или имел неподдерживаемый формат.',
        'Сервис был временно недоступен.',
      ],
      retry: 'Попробовать ещё раз',
      home: 'На главную страницу',
      contactHeading: 'Вы также можете связаться с практикой напрямую:',
    },
  },

  anamnese: {
    pageTitle: 'Анамнез',
    heading: 'Анкета о здоровье (анамнез)',
    intro: (providers: string) =>
      `По этой анкете наши ${providers} готовятся к встрече с Вами. Пожалуйста, ответьте на вопросы как можно точнее — вопросы, которые к Вам не относятся, можно пропустить.`,
    estimatedTime: 'Примерное время заполнения: 3–5 минут',
    stepOf: (step: number, total: number) => `Шаг ${number(step)} из ${number(total)}`,
    percent: (value: number) => `${number(value)} %`,
    progressLabel: 'Ход заполнения анкеты',
    progressValueText: (step: number, total: number, percent: number) =>
      `Шаг ${number(step)} из ${number(total)}, ${number(percent)} %`,

    next: 'Далее',
    back: 'Назад',
    skip: 'Пропустить',
    submit: 'Отправить анкету',
    submitting: 'Отправка…',
    navigationLabel: 'Шаги анкеты',

    yesNoLegendHint: 'Пожалуйста, выберите «Да» или «Нет».',
    multiHint: MULTI_HINT,
    scaleMinHint: (min: number, label: string) => `${number(min)} = ${label}`,
    scaleMaxHint: (max: number, label: string) => `${number(max)} = ${label}`,

    choiceRequired: 'Пожалуйста, выберите «Да» или «Нет».',
    expectationsRequired: 'Пожалуйста, опишите Ваши ожидания.',
    consentRequired: 'Пожалуйста, подтвердите своё согласие.',
    privacyIntro: 'Подробнее — в нашей',
    privacyLink: 'политике конфиденциальности',

    sendError: 'Ошибка при отправке анкеты',
    genericError: 'Произошла ошибка',
    unknownType: 'Неизвестный тип вопроса',
    sendErrorTitle: 'Не удалось отправить анкету.',

    missingRequestTitle: 'Анкета не связана с заявкой',
    missingRequestText:
      'Анкета относится к заявке. Пожалуйста, сначала отправьте заявку через онлайн-регистратуру — после этого Вы сможете заполнить анкету.',
    toReception: 'В онлайн-регистратуру',
  },

  questionnaire: {
    yes: 'Да',
    no: 'Нет',
    questions: {
      bodyParts: { title: 'Какие части тела Вас беспокоят?', hint: MULTI_HINT, options: BODY_PARTS },
      painLevel: {
        title: 'Насколько сильная у Вас боль?',
        minLabel: 'почти не ощущается',
        maxLabel: 'невыносимая',
      },
      painPattern: {
        title: 'Как часто возникает боль?',
        options: { permanent: 'Постоянно', intermittent: 'Время от времени', variable: 'По-разному' },
      },
      painType: {
        title: 'Какого характера боль?',
        options: {
          stechend: 'Колющая',
          brennend: 'Жгучая',
          pochend: 'Пульсирующая',
          dumpf: 'Тупая',
          krampfend: 'Спазматическая',
          ziehend: 'Тянущая',
        },
      },
      problemEvolution: {
        title: 'Как менялись жалобы со временем?',
        options: {
          gleichbleibend: 'Без изменений',
          besser: 'Стало лучше',
          schlechter: 'Стало хуже',
          akut: 'Возникли внезапно',
        },
      },
      negativeInfluences: { title: 'Что усиливает жалобы?', hint: MULTI_HINT, options: INFLUENCES },
      positiveInfluences: { title: 'Что облегчает жалобы?', hint: MULTI_HINT, options: INFLUENCES },
      mobilityChanged: { title: 'Изменилась ли Ваша подвижность?' },
      sensitivityChanged: {
        title: 'Есть ли у Вас нарушения чувствительности (например, покалывание, онемение)?',
      },
      strengthChanged: { title: 'Ослабла ли у Вас мышечная сила?' },
      balanceIssues: { title: 'Бывают ли у Вас проблемы с равновесием или головокружение?' },
      comorbidities: {
        title: 'Есть ли у Вас хронические или ранее перенесённые заболевания?',
        hint: 'например, повышенное давление, диабет, операции',
        textLabel: 'Какие заболевания? (необязательно)',
      },
      medications: {
        title: 'Принимаете ли Вы регулярно лекарства?',
        textLabel: 'Какие лекарства? (необязательно)',
      },
      cancer: { title: 'Есть ли у Вас сейчас или было ли раньше онкологическое заболевание?' },
      nightSweats: { title: 'Бывает ли у Вас сильная потливость по ночам?' },
      otherSymptoms: {
        title: 'Есть ли у Вас другие жалобы?',
        hint: MULTI_HINT,
        options: {
          vision: 'Нарушения зрения',
          hearing: 'Нарушения слуха',
          incontinence: 'Недержание мочи или кала',
          constipation: 'Запоры',
          morning_stiffness: 'Утренняя скованность',
          easy_bruising: 'Склонность к синякам',
          shortness_of_breath: 'Одышка',
          cramps: 'Судороги',
        },
      },
      functionalImpairment: { title: 'Ограничивают ли жалобы Вас в повседневной жизни или на работе?' },
      psychologicalImpact: { title: 'Влияют ли жалобы на Ваше душевное состояние?' },
      previousTreatments: {
        title: 'Какие обследования или лечение Вы уже проходили?',
        options: {
          xray: 'Рентген',
          mri: 'МРТ',
          ct: 'КТ',
          injections: 'Уколы (инъекции)',
          physiotherapy: 'Физиотерапия / ЛФК',
          training: 'Тренировки',
        },
        textLabel: 'Другое (необязательно)',
      },
      expectations: {
        title: 'Чего Вы ожидаете от лечения?',
        textLabel: 'Ваши ожидания и цели',
        consentLabel: 'Я даю согласие на обработку моих данных для подготовки к лечению.',
      },
    },
  },

  fieldMessages: {
    name: 'Пожалуйста, укажите Ваше имя.',
    phone: 'Пожалуйста, укажите Ваш номер телефона.',
    phoneInvalid: 'Пожалуйста, укажите действительный номер телефона (не менее 6 цифр).',
    email: 'Пожалуйста, укажите Ваш адрес электронной почты.',
    emailInvalid: 'Пожалуйста, укажите действительный адрес электронной почты.',
    privacyConsent: 'Пожалуйста, подтвердите согласие с политикой конфиденциальности.',
    message: 'Пожалуйста, введите Ваше сообщение.',
    appointmentDate: 'Пожалуйста, укажите дату, на которую Вы записаны.',
    appointmentDateInvalid: 'Пожалуйста, укажите корректную дату.',
    appointmentTime: 'Пожалуйста, укажите время, на которое Вы записаны.',
    appointmentTimeInvalid: 'Пожалуйста, укажите корректное время.',
    appointmentPast: 'Указанное время уже прошло. Пожалуйста, проверьте дату и время.',
    prescriptionDate: 'Пожалуйста, укажите, когда был выписан Ваш рецепт.',
    prescriptionDateFuture: 'Дата выписки не может быть в будущем.',
    diagnosis: 'Пожалуйста, укажите диагноз.',
    treatment: 'Пожалуйста, укажите назначенное лечение.',
    goals: 'Пожалуйста, опишите Ваши цели.',
    services: 'Пожалуйста, укажите желаемые услуги.',
    empty: 'Форма не заполнена.',
  },

  components: {
    breadcrumb: {
      label: 'Навигационная цепочка',
      showAll: 'Показать все уровни',
    },
    fileDrop: {
      dropHere: 'Перетащите файл сюда',
      or: 'или',
      choose: 'Выбрать файл',
      replace: 'Выбрать другой файл',
      remove: 'Удалить файл',
      selected: 'Выбранный файл:',
      dropNow: 'Отпустите, чтобы добавить файл',
    },
    fileSize,
    retry: 'Попробовать ещё раз',
    networkError: 'Ошибка соединения. Пожалуйста, проверьте подключение к интернету.',
  },

  mail: {
    subject: (practice, reference) => `Ваша заявка в ${practice} — номер ${reference}`,
    title: 'Ваша заявка получена',
    greeting: 'Здравствуйте!',
    thanks: (practice) =>
      `Большое спасибо за Вашу заявку. Она поступила в ${practice}; мы свяжемся с Вами как можно скорее.`,
    referenceLabel: 'Номер Вашей заявки',
    referenceHint: 'Пожалуйста, называйте этот номер, если у Вас возникнут вопросы.',
    contactHeading: 'Как с нами связаться:',
    phone: 'Телефон',
    email: 'Электронная почта',
    website: 'Сайт',
    footer:
      'Это письмо отправлено автоматически. В целях защиты данных оно не содержит сведений из Вашей заявки. Если Вы не отправляли заявку, просто не обращайте внимания на это письмо.',
    signingIntro:
      'Перед первым приёмом практика просит Вас прочитать и подписать несколько документов. Это можно сделать онлайн по этой личной ссылке:',
    signingButton: 'Подписать документы',
    signingHint:
      'Ссылка действительна 7 дней и только до тех пор, пока не будут даны ответы по всем документам. Пожалуйста, не передавайте её другим.',
  },

  languageSwitch: { label: 'Язык' },
};
