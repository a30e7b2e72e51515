// The Persian patient catalogue (issue 29), translated from de.ts: formal Persian ("شما"، "لطفاً … کنید") in
// words Dari speakers read as well. The texts say "our team" (تیم ما) themselves, since a practice word (`w`)
// reads naturally only in titles such as "درخواست نوبت".
import type { ReceptionWords } from '../../receptionWords.ts';
import type { PatientCatalogue } from './catalogue.ts';
import { localNumbers } from './localNumbers.ts';

const { number, megabytes, fileSize, percent } = localNumbers('fa');

/** Phone numbers, addresses and technical text keep left-to-right order inside the right-to-left page. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const MULTI_HINT = 'می‌توانید چند گزینه را انتخاب کنید';
const MANUAL_TITLE = (medical: boolean) => (medical ? 'وارد کردن دستی نسخه' : 'بیان اهداف و خواسته‌ها');
const PRIVACY_POLICY = 'سیاست حفظ حریم خصوصی';
const NEW_TAB = '(در زبانهٔ جدید باز می‌شود)';
const SENDING = 'در حال ارسال...';
const TO_RECEPTION = 'بازگشت به پذیرش آنلاین';
const RECEIVED = 'درخواست شما دریافت شد';
const TEAM_REPLIES = 'پیام شما به دست ما رسید. تیم ما در اسرع وقت با شما تماس می‌گیرد.';
const ORIGINAL_ALONG = 'لطفاً هنگام مراجعه، اصل نسخه را همراه خود بیاورید.';

const influences = {
  activity: 'فعالیت و تحرک',
  rest: 'استراحت',
  lying: 'دراز کشیدن',
  sitting: 'نشستن',
  bending: 'خم شدن',
  standing: 'ایستادن',
  walking: 'راه رفتن',
  lifting: 'بلند کردن اجسام',
  overhead_work: 'کار با دست‌ها بالای سر',
  gripping: 'گرفتن اشیا با دست',
  work: 'کار',
  sport: 'ورزش',
  morning: 'صبح‌ها',
  noon: 'ظهرها',
  evening: 'عصرها',
  night: 'شب‌ها',
};

export const fa: PatientCatalogue = {
  language: 'fa',
  words: {
    medical: { company: 'مطب', providers: 'درمانگران', treatment: 'درمان', appointment: 'نوبت' },
    'non-medical': { company: 'استودیو', providers: 'مربیان', treatment: 'تمرین', appointment: 'نوبت' },
  },

  reception: {
    homeLabel: 'پذیرش آنلاین',
    documentTitle: (pageTitle: string, practice: string) => `${pageTitle} · ${practice}`,
    back: 'بازگشت',
    backToWebsite: (practice: string) => `رفتن به وب‌سایت ${practice}`,
    breadcrumbLabel: 'مسیر صفحه',
    loading: 'پذیرش آنلاین در حال بارگذاری است…',
    newTab: NEW_TAB,
    logoAlt: (practice: string) => `لوگوی ${practice}`,

    layout: {
      privacy: 'حفاظت از داده‌ها',
      imprint: 'مشخصات ناشر',
      footerNavLabel: 'اطلاعات حقوقی',
      poweredBy: 'پذیرش آنلاین از Praxisdesk',
      loadFailedTitle: 'اطلاعات مطب بارگذاری نشد.',
      loadFailedText:
        'با این حال می‌توانید از این صفحه استفاده کنید. اگر ارسال انجام نشد، لطفاً بعداً دوباره امتحان کنید یا با مطب تماس بگیرید.',
    },

    notFound: {
      title: 'مطب پیدا نشد',
      text: 'برای این پیوند هیچ مطبی وجود ندارد. لطفاً نشانی را بررسی کنید یا پذیرش آنلاین را از طریق وب‌سایت مطب خود باز کنید.',
      hint: 'می‌توانید تلفنی هم با مطب خود تماس بگیرید – شماره را روی کارت نوبت یا در وب‌سایت مطب پیدا می‌کنید.',
    },

    unavailable: {
      title: 'این گزینه در حال حاضر در دسترس نیست',
      text: (_w: ReceptionWords) =>
        'تیم ما در حال حاضر این درخواست را به‌صورت آنلاین نمی‌پذیرد. لطفاً راه دیگری را انتخاب کنید یا تلفنی با ما تماس بگیرید.',
      toBooking: 'مشاهدهٔ گزینه‌های دیگر',
    },

    home: {
      pageTitle: 'پذیرش آنلاین',
      welcomeTitle: 'به پذیرش آنلاین خوش آمدید',
      welcomeSubtitle: 'چگونه می‌توانیم به شما کمک کنیم؟ لطفاً موضوع درخواست خود را انتخاب کنید.',
      cardsLabel: 'موضوع درخواست شما',
      book: {
        title: (w: ReceptionWords) => `درخواست ${w.appointment}`,
        text: (medical: boolean) =>
          medical
            ? 'با نسخه، با پرداخت شخصی یا با وارد کردن دستی اطلاعات نسخهٔ شما.'
            : 'با نسخه، با پرداخت شخصی یا با بیان اهداف و خواسته‌های شما.',
      },
      question: {
        title: 'طرح پرسش',
        text: (_w: ReceptionWords) => 'پرسشی از تیم ما دارید؟ برای ما بنویسید.',
      },
      cancel: {
        title: (w: ReceptionWords) => `لغو ${w.appointment}`,
        text: 'نمی‌توانید بیایید؟ همین‌جا نوبت خود را لغو کنید.',
      },
    },

    contact: {
      heading: 'راه‌های تماس با ما',
      phone: 'تلفن',
      email: 'ایمیل',
      callUs: (phone: string) => `تماس: ${ltr(phone)}`,
      writeUs: (email: string) => `ارسال ایمیل: ${ltr(email)}`,
      openingHours: 'ساعات کاری',
      locations: 'شعبه‌ها',
    },

    booking: {
      pageTitle: (w: ReceptionWords) => `درخواست ${w.appointment}`,
      breadcrumb: 'رزرو نوبت',
      intro: 'از چه راهی می‌خواهید درخواست خود را ثبت کنید؟ لطفاً روش مناسب را انتخاب کنید.',
      waysLabel: 'راه‌های ثبت درخواست',
      prescription: {
        title: 'با نسخه',
        text: (medical: boolean) =>
          medical
            ? 'لطفاً عکس یا فایل PDF نسخهٔ خود (Heilmittelverordnung) را بارگذاری کنید.'
            : 'لطفاً عکس یا فایل PDF نسخهٔ خود را بارگذاری کنید.',
      },
      selfPay: {
        title: 'پرداخت شخصی',
        text: (w: ReceptionWords) => `${w.treatment} بدون نسخه – هزینه را خودتان می‌پردازید.`,
      },
      manual: {
        title: MANUAL_TITLE,
        text: (medical: boolean) =>
          medical
            ? 'عکسی در دسترس ندارید؟ اطلاعات نسخهٔ خود را به‌سادگی تایپ کنید.'
            : 'اهداف خود و خدماتی را که می‌خواهید شرح دهید.',
      },
      noWays: 'در حال حاضر امکان ثبت درخواست آنلاین وجود ندارد. لطفاً با ما تماس بگیرید یا ایمیل بفرستید.',
      servicesHeading: 'خدمات ما',
      additionalServicesHeading: 'خدمات دیگر',
      reasonsHeading: (practice: string) => `دلایل خوب برای انتخاب ${practice}`,
      reasons: {
        online: 'ثبت درخواست در تمام ساعات شبانه‌روز – بدون معطلی پشت تلفن',
        personal: 'ما شخصاً با شما تماس می‌گیریم و بقیهٔ کارها را هماهنگ می‌کنیم',
        secure: 'اطلاعات شما به‌صورت رمزگذاری‌شده منتقل و ذخیره می‌شود',
        locations: (count: number) => `${number(count)} شعبه – شعبهٔ مناسب خود را انتخاب کنید`,
      },
    },

    fields: {
      name: 'نام و نام خانوادگی',
      phone: 'شمارهٔ تلفن',
      phoneHint: 'برای پرسش‌های احتمالی دربارهٔ درخواست شما',
      email: 'نشانی ایمیل',
      optional: (label: string) => `${label} (اختیاری)`,
      honeypot: 'لطفاً این فیلد را خالی بگذارید',
      requiredNote: 'پر کردن همهٔ فیلدها الزامی است، مگر آنکه با «اختیاری» مشخص شده باشند.',
    },

    privacy: {
      link: PRIVACY_POLICY,
      before: 'من ',
      after: ' را خوانده‌ام و موافقم که اطلاعاتم برای رسیدگی به درخواستم پردازش شود.',
      hint: 'اطلاعات شما به‌صورت رمزگذاری‌شده منتقل می‌شود و فقط ما آن را می‌خوانیم.',
    },

    submit: {
      submitting: SENDING,
      uploading: 'در حال بارگذاری...',
      unknownError: 'خطای ناشناخته‌ای رخ داد',
      sendFailed: 'خطا در ارسال درخواست',
      cancellationFailed: 'خطا در ارسال لغو نوبت',
      httpError: (status: number, body: string) => ltr(`HTTP ${status}: ${body}`),
      errorTitle: 'درخواست شما ارسال نشد.',
    },

    prescription: {
      pageTitle: (w: ReceptionWords) => `درخواست ${w.appointment} با نسخه`,
      breadcrumb: 'با نسخه',
      intro:
        'نسخهٔ خود را بارگذاری کنید و اطلاعات تماس خود را بنویسید. ما با شما تماس می‌گیریم و بقیهٔ کارها را هماهنگ می‌کنیم.',
      fileLabel: 'نسخهٔ شما (عکس یا PDF)',
      fileHint: `JPG، PNG یا PDF تا ${number(4)} MB – عکس‌های بزرگ‌تر به‌طور خودکار کوچک می‌شوند. لطفاً دقت کنید که همه‌چیز به‌خوبی خوانا باشد.`,
      photoShrinking: 'عکس شما برای ارسال کوچک می‌شود…',
      photoShrunk: (before: number, after: number) =>
        `عکس شما برای ارسال کوچک شد (از ${megabytes(before)} به ${megabytes(after)}).`,
      messageLabel: 'پیام (اختیاری)',
      messageHint: 'برای مثال زمان‌های دلخواه شما یا شعبهٔ مورد نظرتان.',
      submit: 'ارسال درخواست با نسخه',
      fileTooLarge: (bytes: number) =>
        `حجم فایل بیش از حد مجاز است. حداکثر: ${number(4)} MB (فایل شما: ${megabytes(bytes)})`,
      fileWrongType: 'قالب فایل پشتیبانی نمی‌شود. قالب‌های مجاز: JPG, PNG, PDF',
      fileMissing: 'لطفاً یک فایل انتخاب کنید.',
      uploadErrorTitle: 'نسخهٔ شما بارگذاری نشد.',
      requestSaved:
        'خود درخواست شما به دست ما رسیده است. می‌توانید بارگذاری را دوباره امتحان کنید یا بدون فایل ادامه دهید – در این صورت لطفاً هنگام مراجعه، نسخه را همراه خود بیاورید.',
      retryUpload: 'بارگذاری دوبارهٔ نسخه',
      continueWithoutFile: 'ادامه بدون فایل',
    },

    upload: {
      submissionNotFound: 'درخواست شما پیدا نشد. لطفاً فرم را دوباره ارسال کنید.',
      databaseError:
        'هنگام ذخیره‌سازی، خطای فنی در پایگاه دادهٔ ما رخ داد. تیم ما در جریان قرار گرفته است. لطفاً مستقیماً با ما تماس بگیرید:',
      metadataFailed: 'اطلاعات فایل شما ذخیره نشد. لطفاً چند دقیقهٔ دیگر دوباره امتحان کنید.',
      encryptionFailed:
        'فایل شما به‌صورت ایمن رمزگذاری نشد. لطفاً از فایل دیگری استفاده کنید یا دوباره امتحان کنید.',
      notAllowed: 'برای این درخواست دیگر نمی‌توان فایلی بارگذاری کرد. لطفاً فرم را دوباره ارسال کنید.',
      generic: 'هنگام بارگذاری فایل شما خطایی رخ داد. لطفاً دوباره امتحان کنید.',
      tooManyUploads:
        'در حال حاضر چند بارگذاری هم‌زمان از اتصال شما در جریان است. لطفاً کمی صبر کنید و سپس دوباره امتحان کنید.',
      timedOut: 'انتقال فایل شما بیش از حد طول کشید. لطفاً اتصال خود را بررسی کنید و دوباره امتحان کنید.',
      tipsHeading: 'نکته‌ها:',
      tips: ['اتصال اینترنت خود را بررسی کنید.', `فایل‌های JPG، PNG و PDF تا ${number(4)} MB مجاز هستند.`],
    },

    selfPay: {
      pageTitle: (w: ReceptionWords) => `درخواست ${w.treatment} با پرداخت شخصی`,
      breadcrumb: 'پرداخت شخصی',
      intro:
        'می‌خواهید بدون نسخه نزد ما بیایید؟ موضوع خود را کوتاه شرح دهید – ما با یک پیشنهاد با شما تماس می‌گیریم.',
      messageLabel: 'موضوع درخواست شما',
      messageHint: (medical: boolean) =>
        medical
          ? 'برای مثال ناراحتی‌ها و دردهای شما، خدمات مورد نظر و زمان‌های دلخواهتان.'
          : 'برای مثال اهداف شما، خدمات مورد نظر و زمان‌های دلخواهتان.',
      submit: 'ارسال درخواست',
    },

    manual: {
      pageTitle: MANUAL_TITLE,
      introMedical: `اطلاعات نسخهٔ خود را در فرم وارد کنید. ${ORIGINAL_ALONG}`,
      introNonMedical:
        'شرح دهید به چه چیزی می‌خواهید برسید و به چه خدماتی علاقه دارید. ما با یک پیشنهاد با شما تماس می‌گیریم.',
      diagnosis: 'تشخیص',
      diagnosisHint: 'همان‌طور که روی نسخه نوشته شده است، برای مثال «Lumbalgie» (کمردرد) یا کد ICD-10.',
      treatment: 'درمان تجویزشده',
      treatmentHint: `برای مثال «Krankengymnastik, 6 ×» (فیزیوتراپی، ${number(6)} جلسه).`,
      doctor: 'پزشک صادرکنندهٔ نسخه (اختیاری)',
      prescriptionDate: 'تاریخ صدور',
      prescriptionDateHint: 'تاریخی که بالای نسخهٔ شما نوشته شده است.',
      prescriptionDateOld: (days: number) =>
        `نسخهٔ شما بیش از ${number(days)} روز پیش صادر شده است. درمان با نسخه معمولاً باید ظرف ${number(days)} روز پس از تاریخ صدور آغاز شود. با این حال می‌توانید درخواست را ارسال کنید – ما با شما هماهنگ می‌کنیم که کار چگونه ادامه پیدا کند.`,
      goals: 'اهداف شما',
      goalsHint: 'برای مثال راه رفتن بدون درد، دوباره ورزش کردن، بهبود وضعیت بدن.',
      services: 'خدمات مورد نظر',
      servicesHint: (examples: string) => (examples ? `برای مثال ${examples}.` : ''),
      submit: 'ارسال درخواست',
    },

    question: {
      pageTitle: 'طرح پرسش',
      breadcrumb: 'طرح پرسش',
      intro: (_w: ReceptionWords) => 'پرسش خود را برای ما بنویسید – تیم ما در اسرع وقت به شما پاسخ می‌دهد.',
      messageLabel: 'پرسش شما',
      submit: 'ارسال پرسش',
      successTitle: 'از پرسش شما سپاسگزاریم!',
      successText: (_w: ReceptionWords) => TEAM_REPLIES,
      another: 'طرح پرسش دیگر',
    },

    cancellation: {
      pageTitle: (w: ReceptionWords) => `لغو ${w.appointment}`,
      breadcrumb: (w: ReceptionWords) => `لغو ${w.appointment}`,
      intro: 'نمی‌توانید بیایید؟ لطفاً هرچه زودتر به ما خبر دهید.',
      noticeTitle: 'لطفاً توجه کنید',
      notice: (hours: number) =>
        `لطفاً دست‌کم ${number(hours)} ساعت پیش از زمان شروع توافق‌شده، نوبت خود را لغو کنید. در غیر این صورت هزینهٔ عدم حضور دریافت می‌شود.`,
      termsLabel: 'شرایط لغو نوبت در این مطب:',
      appointmentDate: 'تاریخ نوبت',
      appointmentTime: 'ساعت نوبت',
      shortNoticeTitle: (hours: number) => `نوبت شما کمتر از ${number(hours)} ساعت دیگر شروع می‌شود.`,
      shortNoticeText: 'همچنان می‌توانید نوبت را لغو کنید – لطفاً این کار را هرچه زودتر انجام دهید.',
      shortNoticeFee: 'برای لغو در چنین زمان کوتاهی، هزینهٔ عدم حضور دریافت می‌شود.',
      reason: 'دلیل لغو (اختیاری)',
      reasonHint: 'نوبت جایگزین می‌خواهید؟ زمان‌های دلخواه خود را برای ما بنویسید.',
      submit: 'ارسال لغو نوبت',
      successTitle: 'لغو نوبت شما دریافت شد',
      successText: 'از اینکه به ما خبر دادید سپاسگزاریم. اگر پرسشی داشته باشیم، با شما تماس می‌گیریم.',
      callOnlyTitle: 'لطفاً تلفنی لغو کنید',
      callOnlyText: (_w: ReceptionWords) =>
        'تیم ما لغو نوبت را فقط به‌صورت تلفنی می‌پذیرد. لطفاً در ساعات کاری با ما تماس بگیرید.',
      callOnlyNoPhone: (_w: ReceptionWords) => 'لطفاً مستقیماً با تیم ما تماس بگیرید.',
    },

    submissionSuccess: {
      pageTitle: 'درخواست ارسال شد',
      heading: 'سپاسگزاریم! درخواست شما دریافت شد.',
      text: (w: ReceptionWords) =>
        `آیا مایلید از قبل به چند پرسش دربارهٔ ناراحتی‌های خود پاسخ دهید؟ به این ترتیب ${w.providers} ما می‌توانند بهتر برای جلسهٔ شما آماده شوند.`,
      duration: `مدت: حدود ${number(3)} تا ${number(5)} دقیقه`,
      start: 'رفتن به پرسش‌نامهٔ سوابق پزشکی',
      skip: 'رد شدن از پرسش‌نامهٔ سوابق پزشکی',
      countdown: (seconds: number) =>
        `تا ${number(seconds)} ثانیهٔ دیگر به‌طور خودکار به پرسش‌نامهٔ سوابق پزشکی منتقل می‌شوید.`,
      stopCountdown: 'توقف انتقال خودکار',
      countdownStopped: 'انتقال خودکار متوقف شد.',
    },

    success: {
      pageTitle: 'همه‌چیز انجام شد',
      byType: {
        anamnese: {
          heading: 'از اطلاعاتی که دادید سپاسگزاریم!',
          text: (w: ReceptionWords) =>
            `پرسش‌نامهٔ سوابق پزشکی شما به دست ما رسید. به این ترتیب ${w.providers} ما می‌توانند بهتر برای جلسهٔ شما آماده شوند.`,
        },
        prescription: {
          heading: 'درخواست شما همراه با نسخه دریافت شد',
          text: (_w: ReceptionWords) =>
            `تیم ما نسخهٔ شما را بررسی می‌کند و با شما تماس می‌گیرد. ${ORIGINAL_ALONG}`,
        },
        manual: {
          heading: RECEIVED,
          text: (_w: ReceptionWords) => 'تیم ما اطلاعات شما را بررسی می‌کند و با شما تماس می‌گیرد.',
        },
        selfpay: {
          heading: RECEIVED,
          text: (_w: ReceptionWords) => 'تیم ما با یک پیشنهاد با شما تماس می‌گیرد.',
        },
        default: {
          heading: 'سپاسگزاریم!',
          text: (_w: ReceptionWords) => TEAM_REPLIES,
        },
      },
      questions: 'پرسش دیگری دارید؟ از این راه‌ها با ما در تماس باشید:',
      toHome: TO_RECEPTION,
    },

    reference: {
      label: 'شمارهٔ پیگیری شما',
      hint: 'لطفاً هنگام تماس با ما دربارهٔ درخواستتان، این شماره را ذکر کنید.',
    },

    thankYou: {
      pageTitle: 'پیام ارسال شد',
      heading: 'سپاسگزاریم!',
      text: 'پیام شما با موفقیت ارسال شد. در اسرع وقت با شما تماس می‌گیریم.',
      countdown: (seconds: number) => `تا ${number(seconds)} ثانیهٔ دیگر به صفحهٔ بعد منتقل می‌شوید.`,
      stopped: 'انتقال خودکار متوقف شد.',
      backTo: (practice: string) => `بازگشت به ${practice}`,
    },

    failure: {
      pageTitle: 'خطا در ارسال',
      heading: 'پیام شما ارسال نشد',
      errorLabel: 'پیام خطا',
      reasons: {
        input: 'برخی اطلاعات وارد نشده یا نامعتبر بود. لطفاً فرم را بررسی کنید و دوباره بفرستید.',
        practice: 'مطب از طریق این فرم درخواست نمی‌پذیرد. لطفاً مستقیماً با مطب تماس بگیرید.',
        tooMany: 'از اتصال شما در مدت کوتاهی درخواست‌های زیادی رسید. لطفاً بعداً دوباره تلاش کنید.',
        refused: 'درخواست شما به دلایل امنیتی رد شد. لطفاً با مطب تماس تلفنی بگیرید.',
        unavailable: 'سرویس موقتاً در دسترس نیست. لطفاً چند دقیقه دیگر دوباره تلاش کنید.',
      },
      causesHeading: 'دلایل احتمالی',
      causes: [
        'اتصال اینترنت قطع شده بود.',
        'یکی از فیلدهای الزامی خالی بود یا اطلاعات نامعتبر داشت.',
        'یک فایل بیش از حد بزرگ بود یا قالب آن پشتیبانی نمی‌شد.',
        'سرویس موقتاً در دسترس نبود.',
      ],
      retry: 'تلاش دوباره',
      home: 'بازگشت به صفحهٔ اصلی',
      contactHeading: 'می‌توانید مستقیماً هم با مطب تماس بگیرید:',
    },
  },

  anamnese: {
    pageTitle: 'سوابق پزشکی',
    heading: 'پرسش‌نامهٔ سوابق پزشکی',
    // The German providers word may reach here; "our team" needs none.
    intro: (_providers: string) =>
      'تیم ما با این پرسش‌نامه خود را برای جلسهٔ شما آماده می‌کند. لطفاً تا جایی که می‌توانید به پرسش‌ها پاسخ دهید – از پرسش‌هایی که به شما مربوط نیستند می‌توانید بگذرید.',
    estimatedTime: `مدت تقریبی: ${number(3)} تا ${number(5)} دقیقه`,
    stepOf: (step: number, total: number) => `مرحلهٔ ${number(step)} از ${number(total)}`,
    percent,
    progressLabel: 'پیشرفت پرسش‌نامه',
    progressValueText: (step: number, total: number, value: number) =>
      `مرحلهٔ ${number(step)} از ${number(total)}، ${percent(value)}`,

    next: 'بعدی',
    back: 'قبلی',
    skip: 'رد شدن',
    submit: 'ارسال پرسش‌نامه',
    submitting: SENDING,
    navigationLabel: 'مراحل پرسش‌نامه',

    yesNoLegendHint: 'لطفاً بله یا خیر را انتخاب کنید.',
    multiHint: MULTI_HINT,
    scaleMinHint: (min: number, label: string) => `${number(min)} = ${label}`,
    scaleMaxHint: (max: number, label: string) => `${number(max)} = ${label}`,

    choiceRequired: 'لطفاً «بله» یا «خیر» را انتخاب کنید.',
    expectationsRequired: 'لطفاً انتظارات خود را شرح دهید.',
    consentRequired: 'لطفاً رضایت خود را تأیید کنید.',
    privacyIntro: 'اطلاعات بیشتر در',
    privacyLink: `${PRIVACY_POLICY} ما`,

    sendError: 'خطا در ارسال پرسش‌نامهٔ سوابق پزشکی',
    genericError: 'خطایی رخ داد',
    unknownType: 'نوع پرسش ناشناخته است',
    sendErrorTitle: 'پرسش‌نامهٔ سوابق پزشکی ارسال نشد.',

    missingRequestTitle: 'این پرسش‌نامه به هیچ درخواستی مربوط نیست',
    missingRequestText:
      'پرسش‌نامهٔ سوابق پزشکی به یک درخواست تعلق دارد. لطفاً ابتدا از طریق پذیرش آنلاین درخواستی ارسال کنید – پس از آن می‌توانید پرسش‌نامه را پر کنید.',
    toReception: TO_RECEPTION,
  },

  questionnaire: {
    yes: 'بله',
    no: 'خیر',
    questions: {
      bodyParts: {
        title: 'در کدام قسمت بدن ناراحتی دارید؟',
        hint: MULTI_HINT,
        options: {
          head: 'سر',
          neck: 'گردن',
          shoulder_right: 'شانهٔ راست',
          shoulder_left: 'شانهٔ چپ',
          elbow_right: 'آرنج راست',
          elbow_left: 'آرنج چپ',
          hand_right: 'دست راست',
          hand_left: 'دست چپ',
          chest: 'قفسهٔ سینه',
          back: 'پشت و کمر',
          hip_right: 'لگن راست',
          hip_left: 'لگن چپ',
          knee_right: 'زانوی راست',
          knee_left: 'زانوی چپ',
          foot_right: 'پای راست',
          foot_left: 'پای چپ',
        },
      },
      painLevel: {
        title: 'درد شما چقدر شدید است؟',
        minLabel: 'به‌سختی حس می‌شود',
        maxLabel: 'غیرقابل تحمل',
      },
      painPattern: {
        title: 'درد چگونه بروز می‌کند؟',
        options: { permanent: 'دائمی', intermittent: 'گاه‌به‌گاه', variable: 'متغیر' },
      },
      painType: {
        title: 'درد چه حسی دارد؟',
        options: {
          stechend: 'تیز و خنجری',
          brennend: 'سوزشی',
          pochend: 'ضربان‌دار',
          dumpf: 'مبهم و گنگ',
          krampfend: 'گرفتگی',
          ziehend: 'کششی',
        },
      },
      problemEvolution: {
        title: 'ناراحتی‌های شما چگونه تغییر کرده‌اند؟',
        options: {
          gleichbleibend: 'بدون تغییر',
          besser: 'بهتر شده‌اند',
          schlechter: 'بدتر شده‌اند',
          akut: 'ناگهانی شروع شده‌اند',
        },
      },
      negativeInfluences: {
        title: 'چه چیزی ناراحتی‌ها را بیشتر می‌کند؟',
        hint: MULTI_HINT,
        options: influences,
      },
      positiveInfluences: {
        title: 'چه چیزی ناراحتی‌ها را کمتر می‌کند؟',
        hint: MULTI_HINT,
        options: influences,
      },
      mobilityChanged: { title: 'آیا تحرک و دامنهٔ حرکتی شما تغییر کرده است؟' },
      sensitivityChanged: { title: 'آیا اختلال حسی دارید (مثلاً گزگز، سوزن‌سوزن شدن یا بی‌حسی)؟' },
      strengthChanged: { title: 'آیا قدرت عضلانی شما کم شده است؟' },
      balanceIssues: { title: 'آیا مشکل تعادل یا سرگیجه دارید؟' },
      comorbidities: {
        title: 'آیا بیماری زمینه‌ای یا سابقهٔ بیماری دارید؟',
        hint: 'مثلاً فشار خون بالا، دیابت، عمل‌های جراحی',
        textLabel: 'کدام بیماری‌ها؟ (اختیاری)',
      },
      medications: {
        title: 'آیا به‌طور منظم دارو مصرف می‌کنید؟',
        textLabel: 'کدام داروها؟ (اختیاری)',
      },
      cancer: { title: 'آیا سرطان داشته‌اید یا اکنون دارید؟' },
      nightSweats: { title: 'آیا شب‌ها دچار تعریق شدید می‌شوید؟' },
      otherSymptoms: {
        title: 'آیا ناراحتی‌های دیگری هم دارید؟',
        hint: MULTI_HINT,
        options: {
          vision: 'اختلال بینایی',
          hearing: 'اختلال شنوایی',
          incontinence: 'بی‌اختیاری ادرار یا مدفوع',
          constipation: 'یبوست',
          morning_stiffness: 'خشکی صبحگاهی مفاصل',
          easy_bruising: 'کبود شدن آسان پوست',
          shortness_of_breath: 'تنگی نفس',
          cramps: 'گرفتگی عضلات',
        },
      },
      functionalImpairment: { title: 'آیا در زندگی روزمره یا کار خود محدودیت دارید؟' },
      psychologicalImpact: { title: 'آیا این ناراحتی‌ها شما را از نظر روحی تحت فشار قرار می‌دهند؟' },
      previousTreatments: {
        title: 'تاکنون چه معاینات یا درمان‌هایی داشته‌اید؟',
        options: {
          xray: 'عکس‌برداری با اشعهٔ ایکس (رادیولوژی)',
          mri: 'ام‌آر‌آی (MRI)',
          ct: 'سی‌تی‌اسکن (CT)',
          injections: 'تزریق (آمپول)',
          physiotherapy: 'فیزیوتراپی',
          training: 'تمرین ورزشی',
        },
        textLabel: 'موارد دیگر (اختیاری)',
      },
      expectations: {
        title: 'از درمان چه انتظاری دارید؟',
        textLabel: 'انتظارات و اهداف شما',
        consentLabel: 'موافقم که اطلاعاتم برای آماده‌سازی درمان پردازش شود.',
      },
    },
  },

  fieldMessages: {
    name: 'لطفاً نام خود را وارد کنید.',
    phone: 'لطفاً شمارهٔ تلفن خود را وارد کنید.',
    phoneInvalid: `لطفاً یک شمارهٔ تلفن معتبر با دست‌کم ${number(6)} رقم وارد کنید.`,
    email: 'لطفاً نشانی ایمیل خود را وارد کنید.',
    emailInvalid: 'لطفاً یک نشانی ایمیل معتبر وارد کنید.',
    privacyConsent: 'لطفاً با سیاست حفظ حریم خصوصی موافقت کنید.',
    message: 'لطفاً پیام خود را وارد کنید.',
    appointmentDate: 'لطفاً تاریخ نوبت خود را وارد کنید.',
    appointmentDateInvalid: 'لطفاً یک تاریخ معتبر وارد کنید.',
    appointmentTime: 'لطفاً ساعت نوبت خود را وارد کنید.',
    appointmentTimeInvalid: 'لطفاً یک ساعت معتبر وارد کنید.',
    appointmentPast: 'این نوبت در گذشته است. لطفاً تاریخ و ساعت را بررسی کنید.',
    prescriptionDate: 'لطفاً تاریخ صدور نسخهٔ خود را وارد کنید.',
    prescriptionDateFuture: 'تاریخ صدور نمی‌تواند در آینده باشد.',
    diagnosis: 'لطفاً تشخیص را وارد کنید.',
    treatment: 'لطفاً درمان تجویزشده را وارد کنید.',
    goals: 'لطفاً اهداف خود را شرح دهید.',
    services: 'لطفاً خدمات مورد نظر را وارد کنید.',
    empty: 'فرم هیچ اطلاعاتی ندارد.',
  },

  components: {
    breadcrumb: { label: 'مسیر صفحه', showAll: 'نمایش همهٔ سطح‌ها' },
    fileDrop: {
      dropHere: 'فایل را به اینجا بکشید',
      or: 'یا',
      choose: 'انتخاب فایل',
      replace: 'انتخاب فایل دیگر',
      remove: 'حذف فایل',
      selected: 'فایل انتخاب‌شده:',
      dropNow: 'اکنون رها کنید تا فایل اضافه شود',
    },
    fileSize,
    retry: 'تلاش دوباره',
    networkError: 'خطای اتصال. لطفاً اتصال اینترنت خود را بررسی کنید.',
  },

  mail: {
    subject: (practice, reference) => `درخواست شما در ${practice} – شمارهٔ پیگیری ${reference}`,
    title: RECEIVED,
    greeting: 'با سلام و احترام،',
    thanks: (practice) =>
      `از درخواست شما سپاسگزاریم. درخواست شما به ${practice} رسیده است؛ در اسرع وقت با شما تماس می‌گیریم.`,
    referenceLabel: 'شمارهٔ پیگیری شما',
    referenceHint: 'لطفاً هنگام هرگونه پرسش، این شماره را ذکر کنید.',
    contactHeading: 'راه‌های تماس با ما:',
    phone: 'تلفن',
    email: 'ایمیل',
    website: 'وب‌سایت',
    footer:
      'این ایمیل به‌طور خودکار ارسال شده است. به دلیل حفاظت از داده‌ها، هیچ اطلاعاتی از درخواست شما در آن نیامده است. اگر درخواستی ارسال نکرده‌اید، می‌توانید این ایمیل را نادیده بگیرید.',
    signingIntro:
      'مطب از شما می\u200cخواهد پیش از اولین نوبت، چند سند را بخوانید و امضا کنید. این کار را می\u200cتوانید به\u200cصورت آنلاین از طریق این پیوند شخصی انجام دهید:',
    signingButton: 'امضای اسناد',
    signingHint:
      'این پیوند ۷ روز اعتبار دارد و فقط تا زمانی که به همهٔ اسناد پاسخ داده شود. لطفاً آن را در اختیار دیگران قرار ندهید.',
  },

  signing: {
    pageTitle: 'امضای اسناد',
    breadcrumb: 'امضای اسناد',
    loading: 'اسناد در حال بارگذاری است …',
    intro: (practice) =>
      `${practice} از شما می‌خواهد اسناد زیر را بخوانید و به آن‌ها پاسخ دهید. این کار فقط چند دقیقه طول می‌کشد.`,
    referenceLabel: 'شمارهٔ پیگیری درخواست شما:',
    documentOf: (current, total) => `سند ${number(current)} از ${number(total)}`,
    progressLabel: 'پیشرفت امضا',
    required: 'الزامی',
    optional: 'اختیاری',
    optionalHint: 'این سند اختیاری است: می‌توانید با آن موافقت کنید یا آن را رد کنید.',
    germanOnlyTitle: 'فقط به زبان آلمانی',
    germanOnly:
      'مطب این سند را ترجمه نکرده است. سند به زبان آلمانی نمایش داده می‌شود و شما متن آلمانی را امضا می‌کنید. اگر چیزی برایتان روشن نیست، لطفاً از مطب بپرسید.',

    decisionLegend: 'تصمیم شما',
    agree: 'موافقم',
    disagree: 'موافق نیستم',
    decisionMissing: 'لطفاً انتخاب کنید که آیا موافق هستید یا نه.',

    evidenceTitle: `امضای الکترونیکی ساده (${ltr('einfache elektronische Signatur')})`,
    evidenceText:
      'امضای شما در این صفحه یک امضای الکترونیکی ساده است. همراه با پاسخ شما این موارد ذخیره می‌شود:',
    evidenceItems: [
      'نام شما همان‌طور که وارد می‌کنید، و امضای شما',
      'تاریخ و ساعت',
      'نسخهٔ سند',
      'مرورگر شما',
      'یک مقدار کنترلی محافظت‌شده از نشانی اینترنتی شما (نه خود نشانی)',
    ],
    evidenceProtection: 'همهٔ اطلاعات به‌صورت رمزگذاری‌شده ذخیره می‌شود.',

    nameLabel: 'نام کامل شما',
    nameHint:
      'نام و نام خانوادگی. اگر به جای شخص دیگری، مثلاً فرزندتان، امضا می‌کنید، نام خودتان را وارد کنید.',
    nameMissing: 'لطفاً نام کامل خود را وارد کنید.',

    padLabel: 'امضای شما',
    padHint: 'لطفاً با انگشت یا ماوس در کادر زیر امضا کنید.',
    padEmpty: 'لطفاً در کادر امضا کنید یا به جای آن نام خود را تایپ کنید.',
    padCleared: 'کادر امضا خالی است.',
    clear: 'پاک کردن',
    sign: 'امضا کردن',
    decline: 'رد کردن',
    sending: 'در حال ارسال …',

    typeInstead: 'به جای آن، نام خود را تایپ کنید',
    drawInstead: 'به جای آن، با انگشت یا ماوس امضا کنید',
    typedTitle: 'امضا با نام تایپ‌شده',
    typedNote:
      'نامی که در بالا وارد کرده‌اید، امضای شما به شمار می‌رود. ثبت می‌شود که شما با تایپ نام خود امضا کرده‌اید.',
    typedEmpty: 'نام شما به محض وارد کردن در بالا، اینجا نمایش داده می‌شود.',

    signedAt: (title, date, time) => `«\u2068${title}\u2069» در تاریخ ${date} ساعت ${time} امضا شد.`,
    declinedAt: (title, date, time) => `«\u2068${title}\u2069» در تاریخ ${date} ساعت ${time} رد شد.`,
    statusSigned: 'امضا شده',
    statusDeclined: 'رد شده',
    statusPending: 'در انتظار پاسخ',
    answersHeading: 'پاسخ‌های شما',

    doneTitle: 'سپاسگزاریم',
    doneText: (practice) => `پاسخ‌های شما به ${practice} رسید. لازم نیست کار دیگری انجام دهید.`,
    doneCopy: 'در صورت تمایل می‌توانید نسخه‌ای از اسناد امضاشده را از مطب دریافت کنید.',
    noDocuments: 'برای این پیوند سند دیگری برای پاسخ دادن وجود ندارد.',

    errors: {
      title: 'انجام نشد',
      linkInvalidTitle: 'پیوند دیگر معتبر نیست',
      linkInvalid:
        'اعتبار این پیوند تمام شده یا قبلاً از آن استفاده شده است. هر پیوند ۷ روز اعتبار دارد و فقط تا زمانی که به همهٔ اسناد پاسخ داده شود. اگر هنوز می‌خواهید چیزی را امضا کنید، لطفاً با مطب تماس بگیرید.',
      linkMissingTitle: 'پیوند ناقص است',
      linkMissing:
        'این صفحه با یک پیوند شخصی باز می‌شود. لطفاً پیوند موجود در ایمیل خود را دوباره به‌طور کامل باز کنید.',
      alreadyAnswered: 'به این سند قبلاً پاسخ داده شده است، شاید در پنجرهٔ دیگری. وضعیت فعلی بارگذاری شد.',
      required: 'این سند الزامی است و نمی‌توان آن را رد کرد.',
      signatureInvalid: 'امضای شما خوانده نشد. لطفاً آن را پاک کنید و دوباره امضا کنید.',
      validation: 'لطفاً اطلاعات خود را بررسی کنید و دوباره تلاش کنید.',
      network: 'ارتباط با سرور برقرار نیست. لطفاً اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
      generic: 'خطایی رخ داد. لطفاً بعداً دوباره تلاش کنید.',
      loadFailed: 'اسناد بارگذاری نشد.',
      contactHeading: 'راه‌های تماس با مطب:',
    },

    offer: {
      title: 'امضای اسناد',
      text: 'مطب از شما می‌خواهد پیش از اولین نوبت، چند سند را بخوانید و امضا کنید. این کار فقط چند دقیقه طول می‌کشد.',
      button: 'امضای اسناد',
      later: 'اگر ایمیل تأیید دریافت کنید، در آن پیوندی هم برای امضای بعدی وجود دارد.',
    },
  },

  languageSwitch: { label: 'زبان' },

  patientPage: {
    pageTitle: 'درخواست شما',
    open: {
      title: 'باز کردن درخواست شما',
      text: 'برای حفاظت از داده‌های شما، این صفحه فقط پس از کلیک روی «باز کردن درخواست» باز می‌شود.',
      button: 'باز کردن درخواست',
    },
    code: {
      title: 'وارد کردن کد تأیید',
      text: `درخواست شما هنوز روی این دستگاه باز نشده است. یک کد ${number(6)} رقمی به نشانی ایمیلی که در درخواست خود وارد کرده‌اید فرستادیم.`,
      label: 'کد موجود در ایمیل',
      submit: 'تأیید',
      resend: 'ارسال کد جدید',
      resent: 'یک کد جدید برای شما فرستادیم.',
    },
    errors: {
      linkInvalid:
        'این پیوند نامعتبر است یا اعتبار آن تمام شده است. لطفاً پیوند موجود در جدیدترین ایمیل مطب را باز کنید یا با مطب تماس بگیرید.',
      codeWrong: 'کد درست نیست. لطفاً آن را بررسی کنید و دوباره تلاش کنید.',
      codeFormat: `لطفاً کد ${number(6)} رقمی موجود در ایمیل را وارد کنید.`,
      codeExpired: 'اعتبار کد تمام شده است. لطفاً کد جدیدی درخواست کنید.',
      codeLocked: 'کد بیش از حد مجاز اشتباه وارد شده است. لطفاً کد جدیدی درخواست کنید.',
      tooManyCodes: 'تاکنون چند کد برای شما فرستاده‌ایم. لطفاً پیش از درخواست کد جدید، مدتی صبر کنید.',
      noAddress: 'برای این درخواست هیچ نشانی ایمیلی ثبت نشده است. لطفاً با مطب تماس بگیرید.',
      sessionEnded: 'نشست شما به پایان رسیده است. لطفاً پیوند موجود در ایمیل خود را دوباره باز کنید.',
      messageEmpty: 'لطفاً یک پیام بنویسید.',
      messageTooLong: (max) => `لطفاً پیام خود را کوتاه‌تر کنید (حداکثر ${number(max)} کاراکتر).`,
      taskDone: 'این کار قبلاً انجام شده است.',
      fileRejected: `این فایل را نمی‌توانیم بپذیریم. لطفاً یک عکس (JPG، PNG) یا یک فایل PDF با حجم حداکثر ${number(10)} MB بفرستید.`,
      generic: 'متأسفانه انجام نشد. لطفاً چند لحظهٔ دیگر دوباره تلاش کنید.',
      requestClosed: 'این درخواست بسته شده است. لطفاً مستقیماً با مطب تماس بگیرید.',
    },
    state: {
      label: 'وضعیت درخواست شما',
      neu: 'دریافت شد',
      in_bearbeitung: 'در حال رسیدگی',
      erledigt: 'انجام شد',
      hint: {
        neu: 'درخواست شما به مطب رسیده است. مطب در اسرع وقت با شما تماس می‌گیرد.',
        in_bearbeitung: 'مطب در حال رسیدگی به درخواست شماست.',
        erledigt: 'مطب رسیدگی به درخواست شما را به پایان رسانده است.',
      },
    },
    referenceLabel: 'شمارهٔ پیگیری',
    sentOn: 'تاریخ ارسال',
    messages: {
      heading: 'پیام‌ها',
      empty: 'هنوز پیامی وجود ندارد. به محض اینکه مطب برای شما پیامی بنویسد، آن را اینجا می‌بینید.',
      fromPractice: (practice) => practice,
      fromYou: 'شما',
      composeLabel: 'پیام شما به مطب',
      send: 'ارسال پیام',
      sent: 'پیام شما ارسال شد.',
      attach: 'پیوست کردن عکس یا PDF',
      attachHint: `JPG، PNG یا PDF، حداکثر ${number(10)} MB.`,
      removeAttachment: 'حذف پیوست',
      attachment: 'پیوست',
    },
    tasks: {
      heading: 'کارهای باقی‌مانده',
      none: 'در حال حاضر کاری برای انجام دادن نیست.',
      anamnese: 'پر کردن پرسش‌نامهٔ سوابق پزشکی',
      signature: (title) => `خواندن و امضای «${title}»`,
      start: 'همین حالا انجام دهید',
    },
    documents: {
      heading: 'اسناد امضاشدهٔ شما',
      signedOn: (date) => `امضاشده در تاریخ ${date}`,
      download: 'دانلود PDF',
      none: 'هنوز سند امضاشده‌ای وجود ندارد.',
    },
    contactHeading: 'راه‌های تماس با مطب',
    stillOpen: {
      pageTitle: 'تقریباً تمام است',
      intro: 'درخواست شما دریافت شد. لطفاً این موارد را هم انجام دهید:',
      signature: (title) => `امضای «${title}»`,
      anamnese: 'پر کردن پرسش‌نامهٔ سوابق پزشکی',
      later: 'می‌توانید این کار را بعداً هم انجام دهید: پیوند صفحهٔ شخصی‌تان را برایتان ایمیل کرده‌ایم.',
    },
    germanOriginal: 'مطب این متن را به زبان آلمانی نوشته است.',
    mail: {
      linkHint:
        'این پیوند شخصی است؛ لطفاً آن را در اختیار دیگران قرار ندهید. روی دستگاه جدید، علاوه بر آن کدی هم از شما می‌خواهیم که به همین نشانی می‌فرستیم.',
      pageIntro: 'وضعیت درخواست خود و پیام‌های مطب را در صفحهٔ شخصی‌تان می‌بینید:',
      pageButton: 'مشاهدهٔ درخواست',
      message: {
        subject: (practice, reference) => `پیام جدید از ${practice} – شمارهٔ پیگیری ${reference}`,
        title: 'مطب برای شما پیام فرستاده است',
        text: 'پیام جدیدی دربارهٔ درخواست شما رسیده است. به دلیل حفاظت از داده‌ها، متن پیام در این ایمیل نیامده است؛ می‌توانید آن را در صفحهٔ شخصی خود بخوانید و به آن پاسخ دهید.',
        button: 'خواندن پیام',
      },
      task: {
        subject: (practice, reference) =>
          `${practice} اطلاعاتی از شما درخواست می‌کند – شمارهٔ پیگیری ${reference}`,
        title: 'مطب از شما درخواستی دارد',
        anamnese: 'مطب از شما می‌خواهد پیش از نوبت خود، پرسش‌نامهٔ سوابق پزشکی را پر کنید.',
        signature: 'مطب از شما می‌خواهد سندی را بخوانید و امضا کنید.',
        button: 'رفتن به درخواست',
      },
      code: {
        subject: (practice) => `کد تأیید شما برای درخواستتان در ${practice}`,
        title: 'کد تأیید شما',
        text: 'شما می‌خواهید درخواست خود را روی دستگاه جدیدی باز کنید. کد شما:',
        hint: `این کد ${number(15)} دقیقه اعتبار دارد. اگر آن را درخواست نکرده‌اید، می‌توانید این ایمیل را نادیده بگیرید.`,
      },
    },
  },
};
