// The Arabic patient catalogue (issue 29), translated from de.ts: Modern Standard Arabic, formal, and
// gender-neutral where the language allows (يُرجى + verbal noun, "لديك"/"يمكنك" read alike for both genders).
// Arabic nouns change with case and definiteness, so the texts name "our team" (فريقنا) themselves; a practice
// word (`w`) stands only where its own form fits ("طلب العلاج").
import type { ReceptionWords } from '../../receptionWords.ts';
import type { PatientCatalogue } from './catalogue.ts';
import { localNumbers, type PluralForms } from './localNumbers.ts';

const { number, megabytes, fileSize, percent, plural } = localNumbers('ar');
/**
 * A counted noun: Arabic takes one form for 1, one for 2, a plural for 3–10 and a singular beyond
 * ("ثانية واحدة"، "ثانيتين"، "٣ ثوانٍ"، "١١ ثانية"); `#` stands for the number.
 */
const counted = (n: number, forms: PluralForms) => plural(n, forms).replace('#', number(n));
/** Durations as they follow a preposition ("خلال ٥ ثوانٍ"، "قبل ٢٤ ساعة"، "خلال ٢٨ يومًا"). */
const secondsText = (n: number) =>
  counted(n, { one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', other: '# ثانية' });
const hoursText = (n: number) =>
  counted(n, { one: 'ساعة واحدة', two: 'ساعتين', few: '# ساعات', other: '# ساعة' });
const daysText = (n: number) =>
  counted(n, { one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' });

/** Phone numbers, addresses and technical text keep left-to-right order inside the right-to-left page. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const MULTI_HINT = 'يمكن اختيار أكثر من إجابة';
const MANUAL_TITLE = (medical: boolean) => (medical ? 'إدخال الوصفة يدويًا' : 'ذكر الأهداف والرغبات');
const PRIVACY_POLICY = 'سياسة الخصوصية';
const NEW_TAB = '(يُفتح في علامة تبويب جديدة)';
const SENDING = 'جارٍ الإرسال...';
const TO_RECEPTION = 'العودة إلى الاستقبال الإلكتروني';
const RECEIVED = 'تم استلام طلبك';
const TEAM_REPLIES = 'وصلتنا رسالتك، وسيتواصل معك فريقنا في أقرب وقت ممكن.';

const influences = {
  activity: 'النشاط والحركة',
  rest: 'الراحة',
  lying: 'الاستلقاء',
  sitting: 'الجلوس',
  bending: 'الانحناء',
  standing: 'الوقوف',
  walking: 'المشي',
  lifting: 'رفع الأشياء',
  overhead_work: 'العمل والذراعان فوق مستوى الرأس',
  gripping: 'الإمساك بالأشياء',
  work: 'العمل',
  sport: 'الرياضة',
  morning: 'في الصباح',
  noon: 'عند الظهر',
  evening: 'في المساء',
  night: 'في الليل',
};

export const ar: PatientCatalogue = {
  language: 'ar',
  words: {
    medical: { company: 'العيادة', providers: 'فريق العلاج', treatment: 'العلاج', appointment: 'موعد' },
    'non-medical': {
      company: 'الاستوديو',
      providers: 'فريق التدريب',
      treatment: 'التدريب',
      appointment: 'موعد',
    },
  },

  reception: {
    homeLabel: 'الاستقبال الإلكتروني',
    documentTitle: (pageTitle: string, practice: string) => `${pageTitle} · ${practice}`,
    back: 'رجوع',
    backToWebsite: (practice: string) => `زيارة موقع ${practice}`,
    breadcrumbLabel: 'مسار التنقل',
    loading: 'جارٍ تحميل الاستقبال الإلكتروني…',
    newTab: NEW_TAB,
    logoAlt: (practice: string) => `شعار ${practice}`,

    layout: {
      privacy: 'حماية البيانات',
      imprint: 'بيانات الناشر',
      footerNavLabel: 'معلومات قانونية',
      poweredBy: 'الاستقبال الإلكتروني من Praxisdesk',
      loadFailedTitle: 'تعذّر تحميل بيانات العيادة.',
      loadFailedText:
        'لا يزال بإمكانك استخدام الصفحة. إذا لم ينجح الإرسال، يُرجى المحاولة لاحقًا أو الاتصال بالعيادة هاتفيًا.',
    },

    notFound: {
      title: 'لم يتم العثور على العيادة',
      text: 'لا توجد عيادة مرتبطة بهذا الرابط. يُرجى التحقق من العنوان أو فتح الاستقبال الإلكتروني من خلال الموقع الإلكتروني لعيادتك.',
      hint: 'يمكنك أيضًا التواصل مع عيادتك هاتفيًا – الرقم موجود على بطاقة موعدك أو على الموقع الإلكتروني للعيادة.',
    },

    unavailable: {
      title: 'هذا الخيار غير متاح حاليًا',
      text: (_w: ReceptionWords) =>
        'لا يقدّم فريقنا هذا الطلب عبر الإنترنت في الوقت الحالي. يُرجى اختيار طريقة أخرى أو التواصل معنا هاتفيًا.',
      toBooking: 'عرض الخيارات الأخرى',
    },

    home: {
      pageTitle: 'الاستقبال الإلكتروني',
      welcomeTitle: 'مرحبًا بكم في الاستقبال الإلكتروني',
      welcomeSubtitle: 'كيف يمكننا مساعدتك؟ يُرجى اختيار موضوع طلبك.',
      cardsLabel: 'موضوع طلبك',
      book: {
        title: (_w: ReceptionWords) => 'طلب موعد',
        text: (medical: boolean) =>
          medical
            ? 'بوصفة طبية، أو على نفقتك الخاصة، أو بإدخال بيانات وصفتك يدويًا.'
            : 'بوصفة، أو على نفقتك الخاصة، أو بذكر أهدافك ورغباتك.',
      },
      question: {
        title: 'طرح سؤال',
        text: (_w: ReceptionWords) => 'هل لديك سؤال لفريقنا؟ يسعدنا تلقّي رسالتك.',
      },
      cancel: {
        title: (_w: ReceptionWords) => 'إلغاء موعد',
        text: 'لا يمكنك الحضور؟ يمكنك إلغاء موعدك هنا.',
      },
    },

    contact: {
      heading: 'طرق التواصل معنا',
      phone: 'الهاتف',
      email: 'البريد الإلكتروني',
      callUs: (phone: string) => `اتصال: ${ltr(phone)}`,
      writeUs: (email: string) => `مراسلة: ${ltr(email)}`,
      openingHours: 'ساعات العمل',
      locations: 'الفروع',
    },

    booking: {
      pageTitle: (_w: ReceptionWords) => 'طلب موعد',
      breadcrumb: 'حجز موعد',
      intro: 'يُرجى اختيار الطريقة المناسبة لتقديم طلبك.',
      waysLabel: 'طرق تقديم الطلب',
      prescription: {
        title: 'بوصفة طبية',
        text: (medical: boolean) =>
          medical
            ? 'يُرجى رفع صورة أو ملف PDF لوصفتك الطبية (Heilmittelverordnung).'
            : 'يُرجى رفع صورة أو ملف PDF لوصفتك.',
      },
      selfPay: {
        title: 'على نفقتك الخاصة',
        text: (w: ReceptionWords) => `${w.treatment} دون وصفة – والتكاليف على نفقتك الخاصة.`,
      },
      manual: {
        title: MANUAL_TITLE,
        text: (medical: boolean) =>
          medical
            ? 'لا تتوفر لديك صورة؟ يمكنك ببساطة كتابة بيانات وصفتك.'
            : 'يُرجى وصف أهدافك والخدمات المطلوبة.',
      },
      noWays:
        'لا يمكن تقديم الطلبات عبر الإنترنت حاليًا. يُرجى الاتصال بنا هاتفيًا أو مراسلتنا عبر البريد الإلكتروني.',
      servicesHeading: 'خدماتنا',
      additionalServicesHeading: 'خدمات أخرى',
      reasonsHeading: (practice: string) => `أسباب وجيهة لاختيار ${practice}`,
      reasons: {
        online: 'تقديم الطلبات على مدار الساعة – دون انتظار على الهاتف',
        personal: 'نتواصل معك شخصيًا وننسّق معك كل التفاصيل',
        secure: 'تُنقل بياناتك وتُحفظ بشكل مشفّر',
        locations: (count: number) =>
          `لدينا ${counted(count, { one: 'فرع واحد', two: 'فرعان', few: '# فروع', many: '# فرعًا', other: '# فرع' })} – يمكنك اختيار الأنسب لك`,
      },
    },

    fields: {
      name: 'الاسم الأول واسم العائلة',
      phone: 'رقم الهاتف',
      phoneHint: 'للاستفسارات المتعلقة بطلبك',
      email: 'عنوان البريد الإلكتروني',
      optional: (label: string) => `${label} (اختياري)`,
      honeypot: 'يُرجى ترك هذا الحقل فارغًا',
      requiredNote: 'جميع الحقول إلزامية ما لم تُوسَم بـ«اختياري».',
    },

    privacy: {
      link: PRIVACY_POLICY,
      before: 'لقد قرأتُ ',
      after: ' وأوافق على معالجة بياناتي بغرض التعامل مع طلبي.',
      hint: 'تُنقل بياناتك بشكل مشفّر، ولا يطّلع عليها أحد سوانا.',
    },

    submit: {
      submitting: SENDING,
      uploading: 'جارٍ الرفع...',
      unknownError: 'حدث خطأ غير معروف',
      sendFailed: 'خطأ في إرسال الطلب',
      cancellationFailed: 'خطأ في إرسال الإلغاء',
      httpError: (status: number, body: string) => ltr(`HTTP ${status}: ${body}`),
      errorTitle: 'تعذّر إرسال طلبك.',
    },

    prescription: {
      pageTitle: (_w: ReceptionWords) => 'طلب موعد بوصفة طبية',
      breadcrumb: 'بوصفة طبية',
      intro: 'يُرجى رفع وصفتك الطبية وترك بيانات التواصل الخاصة بك. سنتواصل معك وننسّق معك كل التفاصيل.',
      fileLabel: 'وصفتك الطبية (صورة أو ملف PDF)',
      fileHint: `JPG أو PNG أو PDF بحجم أقصاه ${number(4)} MB – ويتم تصغير الصور الأكبر حجمًا تلقائيًا. يُرجى التأكد من أن جميع البيانات واضحة وسهلة القراءة.`,
      photoShrinking: 'جارٍ تصغير صورتك لإرسالها…',
      photoShrunk: (before: number, after: number) =>
        `تم تصغير صورتك لإرسالها (من ${megabytes(before)} إلى ${megabytes(after)}).`,
      messageLabel: 'رسالة (اختياري)',
      messageHint: 'مثلًا الأوقات المفضلة لديك أو الفرع المفضّل.',
      submit: 'إرسال الطلب مع الوصفة',
      fileTooLarge: (bytes: number) =>
        `الملف كبير جدًا. الحد الأقصى: ${number(4)} MB (حجم ملفك: ${megabytes(bytes)})`,
      fileWrongType: 'صيغة الملف غير مدعومة. الصيغ المسموح بها: JPG, PNG, PDF',
      fileMissing: 'يُرجى اختيار ملف.',
      uploadErrorTitle: 'تعذّر رفع وصفتك الطبية.',
      requestSaved:
        'لقد وصلنا طلبك نفسه. يمكنك إعادة محاولة الرفع أو المتابعة دون ملف – وفي هذه الحالة يُرجى إحضار الوصفة معك عند زيارتك لنا.',
      retryUpload: 'إعادة رفع الوصفة',
      continueWithoutFile: 'المتابعة دون ملف',
    },

    upload: {
      submissionNotFound: 'لم يتم العثور على طلبك. يُرجى إرسال النموذج مرة أخرى.',
      databaseError:
        'حدث خطأ تقني في قاعدة بياناتنا أثناء الحفظ، وقد تم إبلاغ فريقنا. يُرجى التواصل معنا مباشرة:',
      metadataFailed: 'تعذّر حفظ بيانات ملفك. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
      encryptionFailed: 'تعذّر تشفير ملفك بشكل آمن. يُرجى استخدام ملف آخر أو المحاولة مرة أخرى.',
      notAllowed: 'لم يعد من الممكن رفع ملف لهذا الطلب. يُرجى إرسال النموذج مرة أخرى.',
      generic: 'حدث خطأ أثناء رفع ملفك. يُرجى المحاولة مرة أخرى.',
      tooManyUploads:
        'تجري حاليًا عدة عمليات رفع في الوقت نفسه من اتصالك. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
      timedOut: 'استغرق نقل ملفك وقتًا طويلًا جدًا. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
      tipsHeading: 'نصائح:',
      tips: [
        'يُرجى التحقق من اتصالك بالإنترنت.',
        `الصيغ المسموح بها: JPG وPNG وPDF بحجم أقصاه ${number(4)} MB.`,
      ],
    },

    selfPay: {
      pageTitle: (w: ReceptionWords) => `طلب ${w.treatment} على نفقتك الخاصة`,
      breadcrumb: 'على نفقتك الخاصة',
      intro: 'بدون وصفة طبية؟ يُرجى وصف طلبك باختصار، وسنتواصل معك باقتراح مناسب.',
      messageLabel: 'موضوع طلبك',
      messageHint: (medical: boolean) =>
        medical
          ? 'مثلًا الأعراض التي لديك، والخدمات المطلوبة، والأوقات المفضلة لديك.'
          : 'مثلًا أهدافك، والخدمات المطلوبة، والأوقات المفضلة لديك.',
      submit: 'إرسال الطلب',
    },

    manual: {
      pageTitle: MANUAL_TITLE,
      introMedical:
        'يُرجى نقل البيانات من وصفتك الطبية إلى النموذج، وإحضار الوصفة الأصلية معك عند زيارتك لنا.',
      introNonMedical: 'يُرجى وصف أهدافك والخدمات التي تهمّك، وسنتواصل معك باقتراح مناسب.',
      diagnosis: 'التشخيص',
      diagnosisHint: 'كما هو مكتوب في الوصفة، مثلًا «Lumbalgie» (ألم أسفل الظهر) أو رمز ICD-10.',
      treatment: 'العلاج الموصوف',
      treatmentHint: `مثلًا «Krankengymnastik, 6 ×» (علاج طبيعي، ${number(6)} جلسات).`,
      doctor: 'الطبيب أو الطبيبة مُصدِر الوصفة (اختياري)',
      prescriptionDate: 'تاريخ الإصدار',
      prescriptionDateHint: 'التاريخ المكتوب في أعلى وصفتك الطبية.',
      prescriptionDateOld: (days: number) =>
        `صدرت وصفتك الطبية قبل أكثر من ${daysText(days)}. وعادةً يجب أن يبدأ العلاج بالوصفة خلال ${daysText(days)} من تاريخ إصدارها. لا يزال بإمكانك إرسال الطلب – وسنتفق معك على الخطوات التالية.`,
      goals: 'أهدافك',
      goalsHint: 'مثلًا المشي دون ألم، أو العودة إلى ممارسة الرياضة، أو تحسين وضعية الجسم.',
      services: 'الخدمات المطلوبة',
      servicesHint: (examples: string) => (examples ? `مثلًا: ${examples}.` : ''),
      submit: 'إرسال الطلب',
    },

    question: {
      pageTitle: 'طرح سؤال',
      breadcrumb: 'طرح سؤال',
      intro: (_w: ReceptionWords) => 'يُرجى كتابة سؤالك، وسيرد عليك فريقنا في أقرب وقت ممكن.',
      messageLabel: 'سؤالك',
      submit: 'إرسال السؤال',
      successTitle: 'شكرًا لك على سؤالك!',
      successText: (_w: ReceptionWords) => TEAM_REPLIES,
      another: 'طرح سؤال آخر',
    },

    cancellation: {
      pageTitle: (_w: ReceptionWords) => 'إلغاء موعد',
      breadcrumb: (_w: ReceptionWords) => 'إلغاء موعد',
      intro: 'لا يمكنك الحضور؟ يُرجى إبلاغنا في أقرب وقت ممكن.',
      noticeTitle: 'يُرجى الانتباه',
      notice: (hours: number) =>
        `يُرجى الإلغاء قبل ${hoursText(hours)} على الأقل من موعد البدء المتفق عليه، وإلا فستُفرض رسوم عدم الحضور.`,
      termsLabel: 'شروط الإلغاء لدى العيادة:',
      appointmentDate: 'تاريخ الموعد',
      appointmentTime: 'وقت الموعد',
      shortNoticeTitle: (hours: number) => `يبدأ موعدك بعد أقل من ${hoursText(hours)}.`,
      shortNoticeText: 'لا يزال بإمكانك الإلغاء – يُرجى القيام بذلك في أقرب وقت ممكن.',
      shortNoticeFee: 'تُفرض رسوم عدم الحضور على الإلغاء في وقت متأخر كهذا.',
      reason: 'سبب الإلغاء (اختياري)',
      reasonHint: 'إذا كنت بحاجة إلى موعد بديل، يُرجى ذكر الأوقات المفضلة لديك.',
      submit: 'إرسال الإلغاء',
      successTitle: 'تم استلام إلغاء موعدك',
      successText: 'شكرًا لإبلاغنا. سنتواصل معك إذا كانت لدينا أي استفسارات.',
      callOnlyTitle: 'يُرجى الإلغاء هاتفيًا',
      callOnlyText: (_w: ReceptionWords) =>
        'يستقبل فريقنا طلبات الإلغاء عبر الهاتف فقط. يُرجى الاتصال بنا خلال ساعات العمل.',
      callOnlyNoPhone: (_w: ReceptionWords) => 'يُرجى التواصل مع فريقنا مباشرة.',
    },

    submissionSuccess: {
      pageTitle: 'تم إرسال الطلب',
      heading: 'شكرًا لك! تم استلام طلبك.',
      text: (_w: ReceptionWords) =>
        'هل يمكنك الإجابة مسبقًا عن بعض الأسئلة المتعلقة بالأعراض التي لديك؟ بذلك يستطيع فريقنا الاستعداد لزيارتك بشكل أفضل.',
      duration: `المدة: من ${number(3)} إلى ${number(5)} دقائق تقريبًا`,
      start: 'بدء استبيان التاريخ المرضي الآن',
      skip: 'تخطي استبيان التاريخ المرضي',
      countdown: (n: number) => `سيتم تحويلك تلقائيًا إلى استبيان التاريخ المرضي خلال ${secondsText(n)}.`,
      stopCountdown: 'إيقاف التحويل التلقائي',
      countdownStopped: 'تم إيقاف التحويل التلقائي.',
    },

    success: {
      pageTitle: 'اكتمل كل شيء',
      byType: {
        anamnese: {
          heading: 'شكرًا على المعلومات التي قدّمتها!',
          text: (_w: ReceptionWords) =>
            'تم استلام استبيان التاريخ المرضي الخاص بك. بذلك يستطيع فريقنا الاستعداد لزيارتك بشكل أفضل.',
        },
        prescription: {
          heading: 'تم استلام طلبك مع الوصفة الطبية',
          text: (_w: ReceptionWords) =>
            'سيراجع فريقنا وصفتك الطبية ويتواصل معك. يُرجى إحضار الوصفة الأصلية معك عند زيارتك لنا.',
        },
        manual: {
          heading: RECEIVED,
          text: (_w: ReceptionWords) => 'سيراجع فريقنا بياناتك ويتواصل معك.',
        },
        selfpay: {
          heading: RECEIVED,
          text: (_w: ReceptionWords) => 'سيتواصل معك فريقنا باقتراح مناسب.',
        },
        default: {
          heading: 'شكرًا لك!',
          text: (_w: ReceptionWords) => TEAM_REPLIES,
        },
      },
      questions: 'هل لديك أسئلة أخرى؟ يمكنك التواصل معنا عبر:',
      toHome: TO_RECEPTION,
    },

    reference: {
      label: 'رقمك المرجعي',
      hint: 'يُرجى ذكر هذا الرقم عند تواصلك معنا بشأن طلبك.',
    },

    thankYou: {
      pageTitle: 'تم إرسال الرسالة',
      heading: 'شكرًا لك!',
      text: 'تم إرسال رسالتك بنجاح. سنتواصل معك في أقرب وقت ممكن.',
      countdown: (n: number) => `سيتم تحويلك خلال ${secondsText(n)}.`,
      stopped: 'تم إيقاف التحويل التلقائي.',
      backTo: (practice: string) => `العودة إلى ${practice}`,
    },

    failure: {
      pageTitle: 'خطأ في الإرسال',
      heading: 'تعذّر إرسال رسالتك',
      errorLabel: 'رسالة الخطأ',
      reasons: {
        input: 'كانت بعض البيانات ناقصة أو غير صالحة. يُرجى مراجعة النموذج وإرساله مرة أخرى.',
        practice: 'لا تستقبل العيادة الطلبات عبر هذا النموذج. يُرجى التواصل مع العيادة مباشرة.',
        tooMany: 'وصل من اتصالك عدد كبير جدًا من الطلبات في وقت قصير. يُرجى المحاولة لاحقًا.',
        refused: 'رُفض طلبك لأسباب أمنية. يُرجى الاتصال بالعيادة هاتفيًا.',
        unavailable: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
      },
      causesHeading: 'الأسباب المحتملة',
      causes: [
        'انقطع الاتصال بالإنترنت.',
        'كان أحد الحقول الإلزامية فارغًا أو يحتوي على بيانات غير صالحة.',
        'كان أحد الملفات كبيرًا جدًا أو بصيغة غير مدعومة.',
        'كانت الخدمة غير متاحة مؤقتًا.',
      ],
      retry: 'إعادة المحاولة',
      home: 'العودة إلى الصفحة الرئيسية',
      contactHeading: 'يمكنك أيضًا التواصل مع العيادة مباشرة:',
    },
  },

  anamnese: {
    pageTitle: 'التاريخ المرضي',
    heading: 'استبيان التاريخ المرضي',
    // The German providers word may reach here; "our team" needs none.
    intro: (_providers: string) =>
      'يساعد هذا الاستبيان فريقنا على الاستعداد لزيارتك. يُرجى الإجابة عن الأسئلة قدر الإمكان – ويمكنك تخطي الأسئلة التي لا تنطبق عليك.',
    estimatedTime: `المدة المتوقعة: من ${number(3)} إلى ${number(5)} دقائق`,
    stepOf: (step: number, total: number) => `الخطوة ${number(step)} من ${number(total)}`,
    percent,
    progressLabel: 'تقدّم الاستبيان',
    progressValueText: (step: number, total: number, value: number) =>
      `الخطوة ${number(step)} من ${number(total)}، ${percent(value)}`,

    next: 'التالي',
    back: 'السابق',
    skip: 'تخطي',
    submit: 'إرسال الاستبيان',
    submitting: SENDING,
    navigationLabel: 'خطوات الاستبيان',

    yesNoLegendHint: 'يُرجى اختيار نعم أو لا.',
    multiHint: MULTI_HINT,
    scaleMinHint: (min: number, label: string) => `${number(min)} = ${label}`,
    scaleMaxHint: (max: number, label: string) => `${number(max)} = ${label}`,

    choiceRequired: 'يُرجى اختيار «نعم» أو «لا».',
    expectationsRequired: 'يُرجى وصف توقعاتك.',
    consentRequired: 'يُرجى تأكيد الموافقة.',
    privacyIntro: 'لمزيد من المعلومات، يُرجى الاطلاع على',
    privacyLink: PRIVACY_POLICY,

    sendError: 'خطأ في إرسال استبيان التاريخ المرضي',
    genericError: 'حدث خطأ',
    unknownType: 'نوع سؤال غير معروف',
    sendErrorTitle: 'تعذّر إرسال استبيان التاريخ المرضي.',

    missingRequestTitle: 'لا يوجد طلب مرتبط بالاستبيان',
    missingRequestText:
      'يرتبط استبيان التاريخ المرضي بطلب مقدَّم. يُرجى أولًا إرسال طلب عبر الاستقبال الإلكتروني، وبعد ذلك يمكنك تعبئة الاستبيان.',
    toReception: TO_RECEPTION,
  },

  questionnaire: {
    yes: 'نعم',
    no: 'لا',
    questions: {
      bodyParts: {
        title: 'أين تظهر الأعراض لديك؟',
        hint: MULTI_HINT,
        options: {
          head: 'الرأس',
          neck: 'الرقبة',
          shoulder_right: 'الكتف الأيمن',
          shoulder_left: 'الكتف الأيسر',
          elbow_right: 'الكوع الأيمن',
          elbow_left: 'الكوع الأيسر',
          hand_right: 'اليد اليمنى',
          hand_left: 'اليد اليسرى',
          chest: 'الصدر',
          back: 'الظهر',
          hip_right: 'الورك الأيمن',
          hip_left: 'الورك الأيسر',
          knee_right: 'الركبة اليمنى',
          knee_left: 'الركبة اليسرى',
          foot_right: 'القدم اليمنى',
          foot_left: 'القدم اليسرى',
        },
      },
      painLevel: {
        title: 'ما مدى شدة الألم لديك؟',
        minLabel: 'بالكاد يُحَسّ',
        maxLabel: 'لا يُحتمل',
      },
      painPattern: {
        title: 'كيف يظهر الألم؟',
        options: { permanent: 'باستمرار', intermittent: 'من حين لآخر', variable: 'بشدة متغيّرة' },
      },
      painType: {
        title: 'ما طبيعة الألم؟',
        options: {
          stechend: 'واخز (كالطعن)',
          brennend: 'حارق',
          pochend: 'نابض',
          dumpf: 'مكتوم (غير حاد)',
          krampfend: 'تشنّجي',
          ziehend: 'ساحب (كالشدّ)',
        },
      },
      problemEvolution: {
        title: 'كيف تطوّرت الأعراض؟',
        options: {
          gleichbleibend: 'بقيت كما هي',
          besser: 'تحسّنت',
          schlechter: 'ساءت',
          akut: 'ظهرت فجأة',
        },
      },
      negativeInfluences: {
        title: 'ما الذي يزيد الأعراض سوءًا؟',
        hint: MULTI_HINT,
        options: influences,
      },
      positiveInfluences: {
        title: 'ما الذي يخفّف الأعراض؟',
        hint: MULTI_HINT,
        options: influences,
      },
      mobilityChanged: { title: 'هل تغيّرت قدرتك على الحركة؟' },
      sensitivityChanged: { title: 'هل لديك اضطرابات في الإحساس (مثل التنميل أو الخدر)؟' },
      strengthChanged: { title: 'هل ضعفت قوتك العضلية؟' },
      balanceIssues: { title: 'هل لديك مشكلات في التوازن أو دوار؟' },
      comorbidities: {
        title: 'هل لديك أمراض سابقة أو مزمنة؟',
        hint: 'مثل ارتفاع ضغط الدم، أو السكري، أو عمليات جراحية',
        textLabel: 'ما هذه الأمراض؟ (اختياري)',
      },
      medications: {
        title: 'هل يلزمك تناول أدوية بانتظام؟',
        textLabel: 'ما هذه الأدوية؟ (اختياري)',
      },
      cancer: { title: 'هل أُصبت بمرض السرطان في الماضي أو حاليًا؟' },
      nightSweats: { title: 'هل يصيبك تعرّق غزير أثناء الليل؟' },
      otherSymptoms: {
        title: 'هل لديك أعراض أخرى؟',
        hint: MULTI_HINT,
        options: {
          vision: 'اضطرابات في الرؤية',
          hearing: 'اضطرابات في السمع',
          incontinence: 'سلس البول أو البراز',
          constipation: 'إمساك',
          morning_stiffness: 'تيبّس صباحي',
          easy_bruising: 'سهولة ظهور الكدمات',
          shortness_of_breath: 'ضيق في التنفس',
          cramps: 'تشنّجات عضلية',
        },
      },
      functionalImpairment: { title: 'هل تحدّ الأعراض من قدرتك في حياتك اليومية أو في عملك؟' },
      psychologicalImpact: { title: 'هل تسبّب لك الأعراض ضغطًا نفسيًا؟' },
      previousTreatments: {
        title: 'ما الفحوصات أو العلاجات التي أجريتها من قبل؟',
        options: {
          xray: 'تصوير بالأشعة السينية',
          mri: 'تصوير بالرنين المغناطيسي (MRI)',
          ct: 'تصوير مقطعي محوسب (CT)',
          injections: 'حُقَن',
          physiotherapy: 'علاج طبيعي',
          training: 'تمارين رياضية',
        },
        textLabel: 'غير ذلك (اختياري)',
      },
      expectations: {
        title: 'ما توقعاتك من العلاج؟',
        textLabel: 'توقعاتك وأهدافك',
        consentLabel: 'أوافق على معالجة بياناتي بغرض التحضير للعلاج.',
      },
    },
  },

  fieldMessages: {
    name: 'يُرجى إدخال اسمك.',
    phone: 'يُرجى إدخال رقم هاتفك.',
    phoneInvalid: `يُرجى إدخال رقم هاتف صالح مكوّن من ${number(6)} أرقام على الأقل.`,
    email: 'يُرجى إدخال عنوان بريدك الإلكتروني.',
    emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
    privacyConsent: 'يُرجى الموافقة على سياسة الخصوصية.',
    message: 'يُرجى كتابة رسالتك.',
    appointmentDate: 'يُرجى إدخال تاريخ موعدك.',
    appointmentDateInvalid: 'يُرجى إدخال تاريخ صالح.',
    appointmentTime: 'يُرجى إدخال وقت موعدك.',
    appointmentTimeInvalid: 'يُرجى إدخال وقت صالح.',
    appointmentPast: 'هذا الموعد قد مضى. يُرجى التحقق من التاريخ والوقت.',
    prescriptionDate: 'يُرجى إدخال تاريخ إصدار وصفتك الطبية.',
    prescriptionDateFuture: 'لا يمكن أن يكون تاريخ الإصدار في المستقبل.',
    diagnosis: 'يُرجى إدخال التشخيص.',
    treatment: 'يُرجى إدخال العلاج الموصوف.',
    goals: 'يُرجى وصف أهدافك.',
    services: 'يُرجى ذكر الخدمات المطلوبة.',
    empty: 'لا يحتوي النموذج على أي بيانات.',
  },

  components: {
    breadcrumb: { label: 'مسار التنقل', showAll: 'عرض جميع المستويات' },
    fileDrop: {
      dropHere: 'يمكنك سحب الملف إلى هنا',
      or: 'أو',
      choose: 'اختيار ملف',
      replace: 'اختيار ملف آخر',
      remove: 'إزالة الملف',
      selected: 'الملف المحدد:',
      dropNow: 'يمكنك الإفلات الآن لإضافة الملف',
    },
    fileSize,
    retry: 'إعادة المحاولة',
    networkError: 'خطأ في الاتصال. يُرجى التحقق من اتصالك بالإنترنت.',
  },

  mail: {
    subject: (practice, reference) => `طلبك لدى ${practice} – الرقم المرجعي ${reference}`,
    title: RECEIVED,
    greeting: 'تحية طيبة،',
    thanks: (practice) => `شكرًا جزيلًا على طلبك. لقد وصل إلى ${practice}، وسنتواصل معك في أقرب وقت ممكن.`,
    referenceLabel: 'رقمك المرجعي',
    referenceHint: 'يُرجى ذكر هذا الرقم عند أي استفسار.',
    contactHeading: 'طرق التواصل معنا:',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    website: 'الموقع الإلكتروني',
    footer:
      'أُرسلت هذه الرسالة تلقائيًا، ولا تتضمن أي بيانات من طلبك حفاظًا على خصوصيتك. إذا لم يكن الطلب صادرًا عنك، يمكنك تجاهل هذه الرسالة.',
    signingIntro:
      'تطلب منك العيادة قبل موعدك الأول قراءة بعض المستندات والتوقيع عليها. يمكنك فعل ذلك عبر الإنترنت من خلال هذا الرابط الشخصي:',
    signingButton: 'توقيع المستندات',
    signingHint: 'الرابط صالح لمدة 7 أيام وفقط حتى يتم الرد على جميع المستندات. يُرجى عدم مشاركته مع أحد.',
  },

  signing: {
    pageTitle: 'توقيع المستندات',
    breadcrumb: 'توقيع المستندات',
    loading: 'جارٍ تحميل المستندات …',
    intro: (practice) =>
      `يطلب منك فريق ${practice} قراءة المستندات التالية والرد عليها. لن يستغرق ذلك سوى بضع دقائق.`,
    referenceLabel: 'الرقم المرجعي لطلبك:',
    documentOf: (current, total) => `المستند ${number(current)} من ${number(total)}`,
    progressLabel: 'تقدّم التوقيع',
    required: 'إلزامي',
    optional: 'اختياري',
    optionalHint: 'هذا المستند اختياري: يمكنك الموافقة عليه أو رفضه.',
    germanOnlyTitle: 'متوفر باللغة الألمانية فقط',
    germanOnly:
      'لم تترجم العيادة هذا المستند، لذلك يُعرض باللغة الألمانية وتوقّع على النص الألماني. إذا كان هناك ما هو غير واضح، يُرجى سؤال العيادة.',

    decisionLegend: 'قرارك',
    agree: 'أوافق',
    disagree: 'لا أوافق',
    decisionMissing: 'يُرجى اختيار ما إذا كنت توافق.',

    evidenceTitle: `توقيع إلكتروني بسيط (${ltr('einfache elektronische Signatur')})`,
    evidenceText: 'التوقيع في هذه الصفحة هو توقيع إلكتروني بسيط. يُحفظ مع إجابتك ما يلي:',
    evidenceItems: [
      'اسمك كما تُدخله، وتوقيعك',
      'التاريخ والوقت',
      'إصدار المستند',
      'متصفحك',
      'قيمة تحقق محمية لعنوان الإنترنت الخاص بك (وليس العنوان نفسه)',
    ],
    evidenceProtection: 'تُحفظ جميع البيانات مشفّرة.',

    nameLabel: 'اسمك الكامل',
    nameHint: 'الاسم الأول واسم العائلة. إذا كنت توقّع نيابةً عن شخص آخر، مثل طفلك، فأدخل اسمك أنت.',
    nameMissing: 'يُرجى إدخال اسمك الكامل.',

    padLabel: 'توقيعك',
    padHint: 'يُرجى التوقيع بالإصبع أو بالفأرة في الحقل أدناه.',
    padEmpty: 'يُرجى التوقيع في الحقل أو كتابة اسمك بدلًا من ذلك.',
    padCleared: 'حقل التوقيع فارغ.',
    clear: 'مسح',
    sign: 'توقيع',
    decline: 'رفض',
    sending: 'جارٍ الإرسال …',

    typeInstead: 'كتابة الاسم بدلًا من ذلك',
    drawInstead: 'التوقيع بالإصبع أو بالفأرة بدلًا من ذلك',
    typedTitle: 'التوقيع بالاسم المكتوب',
    typedNote: 'يُعدّ الاسم الذي أدخلته أعلاه توقيعًا لك، ويُسجَّل أنك وقّعت بكتابة اسمك.',
    typedEmpty: 'سيظهر اسمك هنا بمجرد إدخاله أعلاه.',

    signedAt: (title, date, time) => `تم توقيع «\u2068${title}\u2069» في ${date} الساعة ${time}.`,
    declinedAt: (title, date, time) => `تم رفض «\u2068${title}\u2069» في ${date} الساعة ${time}.`,
    statusSigned: 'تم التوقيع',
    statusDeclined: 'مرفوض',
    statusPending: 'بانتظار الرد',
    answersHeading: 'إجاباتك',

    doneTitle: 'شكرًا لك',
    doneText: (practice) => `وصلت إجاباتك إلى ${practice}. لا يلزمك فعل أي شيء آخر.`,
    doneCopy: 'يمكنك الحصول على نسخة من المستندات الموقّعة من العيادة عند الطلب.',
    noDocuments: 'لا توجد مستندات أخرى بحاجة إلى رد عبر هذا الرابط.',

    errors: {
      title: 'لم تنجح العملية',
      linkInvalidTitle: 'الرابط لم يعد صالحًا',
      linkInvalid:
        'انتهت صلاحية هذا الرابط أو سبق استخدامه. الرابط صالح لمدة 7 أيام وفقط حتى يتم الرد على جميع المستندات. إذا كنت لا تزال ترغب في توقيع شيء ما، يُرجى التواصل مع العيادة.',
      linkMissingTitle: 'الرابط غير مكتمل',
      linkMissing: 'تُفتح هذه الصفحة عبر رابط شخصي. يُرجى فتح الرابط كاملًا من بريدك الإلكتروني مرة أخرى.',
      alreadyAnswered: 'سبق الرد على هذا المستند، ربما في نافذة أخرى. تم تحميل الحالة الحالية.',
      required: 'هذا المستند إلزامي ولا يمكن رفضه.',
      signatureInvalid: 'تعذّرت قراءة توقيعك. يُرجى مسحه والتوقيع مرة أخرى.',
      validation: 'يُرجى التحقق من بياناتك والمحاولة مرة أخرى.',
      network: 'لا يوجد اتصال بالخادم. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
      generic: 'حدث خطأ. يُرجى المحاولة مرة أخرى لاحقًا.',
      loadFailed: 'تعذّر تحميل المستندات.',
      contactHeading: 'طرق التواصل مع العيادة:',
    },

    offer: {
      title: 'توقيع المستندات',
      text: 'تطلب منك العيادة قبل موعدك الأول قراءة بعض المستندات والتوقيع عليها. لن يستغرق ذلك سوى بضع دقائق.',
      button: 'توقيع المستندات',
      later: 'إذا تلقيت رسالة تأكيد بالبريد الإلكتروني، فستجد فيها أيضًا رابطًا للتوقيع لاحقًا.',
    },
  },

  languageSwitch: { label: 'اللغة' },

  patientPage: {
    pageTitle: 'طلبك',
    open: {
      title: 'فتح طلبك',
      text: 'حفاظًا على خصوصية بياناتك، لا تُفتح الصفحة إلا بعد النقر على «فتح الطلب».',
      button: 'فتح الطلب',
    },
    code: {
      title: 'إدخال رمز التحقق',
      text: 'لم يُفتح طلبك على هذا الجهاز من قبل. لقد أرسلنا رمزًا مكوّنًا من ستة أرقام إلى عنوان البريد الإلكتروني المذكور في طلبك.',
      label: 'الرمز الوارد في البريد الإلكتروني',
      submit: 'تأكيد',
      resend: 'إرسال رمز جديد',
      resent: 'أرسلنا إليك رمزًا جديدًا.',
    },
    errors: {
      linkInvalid:
        'هذا الرابط غير صالح أو انتهت صلاحيته. يُرجى فتح الرابط الموجود في أحدث رسالة من العيادة، أو التواصل مع العيادة.',
      codeWrong: 'الرمز غير صحيح. يُرجى التحقق منه والمحاولة مرة أخرى.',
      codeFormat: 'يُرجى إدخال الأرقام الستة الواردة في البريد الإلكتروني.',
      codeExpired: 'انتهت صلاحية الرمز. يُرجى طلب رمز جديد.',
      codeLocked: 'أُدخل الرمز بشكل خاطئ مرات كثيرة. يُرجى طلب رمز جديد.',
      tooManyCodes: 'أرسلنا إليك عدة رموز بالفعل. يُرجى الانتظار بعض الوقت قبل طلب رمز جديد.',
      noAddress: 'لا يوجد عنوان بريد إلكتروني مسجّل لهذا الطلب. يُرجى التواصل مع العيادة.',
      sessionEnded: 'انتهت صلاحية جلستك. يُرجى فتح الرابط الموجود في بريدك الإلكتروني مرة أخرى.',
      messageEmpty: 'يُرجى كتابة رسالة.',
      messageTooLong: (max) => `يُرجى اختصار رسالتك؛ الحد الأقصى لعدد الأحرف هو ${number(max)}.`,
      taskDone: 'تم إنجاز هذه المهمة بالفعل.',
      fileRejected: `لا يمكننا قبول هذا الملف. يُرجى إرسال صورة (JPG أو PNG) أو ملف PDF بحجم أقصاه ${number(10)} MB.`,
      generic: 'عذرًا، لم تنجح العملية. يُرجى المحاولة مرة أخرى بعد لحظات.',
      requestClosed: 'تم إغلاق هذا الطلب. يُرجى التواصل مع العيادة مباشرة.',
    },
    state: {
      label: 'حالة طلبك',
      neu: 'تم الاستلام',
      in_bearbeitung: 'قيد المعالجة',
      erledigt: 'مكتمل',
      hint: {
        neu: 'وصل طلبك إلى العيادة، وستتواصل معك في أقرب وقت ممكن.',
        in_bearbeitung: 'تعمل العيادة على معالجة طلبك.',
        erledigt: 'أنهت العيادة معالجة طلبك.',
      },
    },
    referenceLabel: 'الرقم المرجعي',
    sentOn: 'تاريخ الإرسال',
    messages: {
      heading: 'الرسائل',
      empty: 'لا توجد رسائل بعد. عندما تكتب لك العيادة، ستظهر رسالتها هنا.',
      fromPractice: (practice) => practice,
      fromYou: 'أنت',
      composeLabel: 'رسالتك إلى العيادة',
      send: 'إرسال الرسالة',
      sent: 'تم إرسال رسالتك.',
      attach: 'إرفاق صورة أو ملف PDF',
      attachHint: `JPG أو PNG أو PDF، بحجم أقصاه ${number(10)} MB.`,
      removeAttachment: 'إزالة المرفق',
      attachment: 'مرفق',
    },
    tasks: {
      heading: 'ما تبقّى عليك',
      none: 'لا يوجد ما يلزم فعله حاليًا.',
      anamnese: 'تعبئة استبيان التاريخ المرضي',
      signature: (title) => `قراءة «${title}» والتوقيع عليه`,
      start: 'البدء الآن',
    },
    documents: {
      heading: 'مستنداتك الموقّعة',
      signedOn: (date) => `تم التوقيع في ${date}`,
      download: 'تنزيل ملف PDF',
      none: 'لا توجد مستندات موقّعة بعد.',
    },
    contactHeading: 'طرق التواصل مع العيادة',
    stillOpen: {
      pageTitle: 'أوشكت على الانتهاء',
      intro: 'تم استلام طلبك. يُرجى إكمال ما يلي أيضًا:',
      signature: (title) => `التوقيع على «${title}»`,
      anamnese: 'تعبئة استبيان التاريخ المرضي',
      later: 'يمكنك فعل ذلك لاحقًا أيضًا، فقد أرسلنا إليك رابط صفحتك الشخصية عبر البريد الإلكتروني.',
    },
    germanOriginal: 'كتبت العيادة هذا النص باللغة الألمانية.',
    mail: {
      linkHint:
        'هذا الرابط شخصي؛ يُرجى عدم مشاركته مع أحد. وعند فتحه على جهاز جديد، سنطلب منك أيضًا رمزًا نرسله إلى هذا العنوان.',
      pageIntro: 'يمكنك الاطلاع على حالة طلبك ورسائل العيادة في صفحتك الشخصية:',
      pageButton: 'عرض طلبك',
      message: {
        subject: (practice, reference) => `رسالة جديدة من ${practice} – الرقم المرجعي ${reference}`,
        title: 'لديك رسالة من العيادة',
        text: 'وصلتك رسالة جديدة بخصوص طلبك. حفاظًا على خصوصية بياناتك، لا تتضمن هذه الرسالة نصّها؛ يمكنك قراءتها والرد عليها في صفحتك الشخصية.',
        button: 'قراءة الرسالة',
      },
      task: {
        subject: (practice, reference) =>
          `يطلب منك فريق ${practice} بعض البيانات – الرقم المرجعي ${reference}`,
        title: 'لدى العيادة طلب منك',
        anamnese: 'تطلب منك العيادة تعبئة استبيان التاريخ المرضي قبل موعدك.',
        signature: 'تطلب منك العيادة قراءة مستند والتوقيع عليه.',
        button: 'الانتقال إلى الطلب',
      },
      code: {
        subject: (practice) => `رمز التحقق الخاص بطلبك لدى ${practice}`,
        title: 'رمز التحقق الخاص بك',
        text: 'لفتح طلبك على جهاز جديد، يُرجى استخدام الرمز التالي:',
        hint: `الرمز صالح لمدة ${number(15)} دقيقة. إذا لم يكن هذا الطلب صادرًا عنك، يمكنك تجاهل هذه الرسالة.`,
      },
    },
  },
};
