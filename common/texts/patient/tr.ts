// The Turkish patient catalogue (issue 29), translated from de.ts. Polite "siz" throughout. Turkish attaches
// case endings to words, so a practice word (`w`) stands only where it needs none (a title, "… ekibimiz");
// elsewhere the text says it itself.
import type { ReceptionWords } from '../../receptionWords.ts';
import type { PatientCatalogue, QuestionTexts } from './catalogue.ts';
import { localNumbers } from './localNumbers.ts';

const { number, megabytes, fileSize } = localNumbers('tr');
/** A practice word inside a sentence ("Stüdyo" → "stüdyo"), with Turkish dotted/dotless i. */
const lower = (word: string) => word.toLocaleLowerCase('tr');

const MULTI_HINT = 'Birden fazla seçim yapabilirsiniz';

const influences = {
  activity: 'Hareket, aktivite',
  rest: 'Dinlenme',
  lying: 'Yatma',
  sitting: 'Oturma',
  bending: 'Öne eğilme',
  standing: 'Ayakta durma',
  walking: 'Yürüme',
  lifting: 'Yük kaldırma',
  overhead_work: 'Kollar baş üstündeyken çalışma',
  gripping: 'Tutma, kavrama',
  work: 'İş',
  sport: 'Spor',
  morning: 'Sabahları',
  noon: 'Öğlenleri',
  evening: 'Akşamları',
  night: 'Geceleri',
};

const questions: Record<string, QuestionTexts> = {
  bodyParts: {
    title: 'Şikâyetleriniz nerede?',
    hint: MULTI_HINT,
    options: {
      head: 'Baş',
      neck: 'Boyun, ense',
      shoulder_right: 'Sağ omuz',
      shoulder_left: 'Sol omuz',
      elbow_right: 'Sağ dirsek',
      elbow_left: 'Sol dirsek',
      hand_right: 'Sağ el',
      hand_left: 'Sol el',
      chest: 'Göğüs',
      back: 'Sırt, bel',
      hip_right: 'Sağ kalça',
      hip_left: 'Sol kalça',
      knee_right: 'Sağ diz',
      knee_left: 'Sol diz',
      foot_right: 'Sağ ayak',
      foot_left: 'Sol ayak',
    },
  },
  painLevel: {
    title: 'Ağrılarınız ne kadar şiddetli?',
    minLabel: 'neredeyse hissedilmiyor',
    maxLabel: 'dayanılmaz',
  },
  painPattern: {
    title: 'Ağrılarınız ne sıklıkla oluyor?',
    options: { permanent: 'Sürekli', intermittent: 'Ara ara', variable: 'Değişken' },
  },
  painType: {
    title: 'Ağrıyı nasıl hissediyorsunuz?',
    options: {
      stechend: 'Batıcı',
      brennend: 'Yanıcı',
      pochend: 'Zonklayıcı',
      dumpf: 'Künt, donuk',
      krampfend: 'Kramp şeklinde',
      ziehend: 'Çekme şeklinde',
    },
  },
  problemEvolution: {
    title: 'Şikâyetleriniz zaman içinde nasıl değişti?',
    options: {
      gleichbleibend: 'Aynı kaldı',
      besser: 'Azaldı',
      schlechter: 'Arttı',
      akut: 'Aniden başladı',
    },
  },
  negativeInfluences: { title: 'Şikâyetlerinizi ne artırıyor?', hint: MULTI_HINT, options: influences },
  positiveInfluences: { title: 'Şikâyetlerinizi ne hafifletiyor?', hint: MULTI_HINT, options: influences },
  mobilityChanged: { title: 'Hareket kabiliyetinizde bir değişiklik oldu mu?' },
  sensitivityChanged: { title: 'His bozukluğunuz var mı (ör. karıncalanma, uyuşma)?' },
  strengthChanged: { title: 'Gücünüzde azalma oldu mu?' },
  balanceIssues: { title: 'Denge sorununuz veya baş dönmeniz var mı?' },
  comorbidities: {
    title: 'Geçirdiğiniz veya devam eden hastalıklarınız var mı?',
    hint: 'ör. yüksek tansiyon, şeker hastalığı (diyabet), ameliyatlar',
    textLabel: 'Hangi hastalıklar? (isteğe bağlı)',
  },
  medications: {
    title: 'Düzenli olarak ilaç kullanıyor musunuz?',
    textLabel: 'Hangi ilaçlar? (isteğe bağlı)',
  },
  cancer: { title: 'Daha önce kanser hastalığı geçirdiniz mi veya şu anda kanser hastalığınız var mı?' },
  nightSweats: { title: 'Geceleri aşırı terleme yaşıyor musunuz?' },
  otherSymptoms: {
    title: 'Başka şikâyetleriniz var mı?',
    hint: MULTI_HINT,
    options: {
      vision: 'Görme bozuklukları',
      hearing: 'İşitme bozuklukları',
      incontinence: 'İdrar veya dışkı kaçırma (inkontinans)',
      constipation: 'Kabızlık',
      morning_stiffness: 'Sabah tutukluğu',
      easy_bruising: 'Kolay morarma',
      shortness_of_breath: 'Nefes darlığı',
      cramps: 'Kramplar',
    },
  },
  functionalImpairment: { title: 'Şikâyetleriniz günlük yaşamınızı veya işinizi kısıtlıyor mu?' },
  psychologicalImpact: { title: 'Şikâyetleriniz sizi ruhsal olarak yıpratıyor mu?' },
  previousTreatments: {
    title: 'Daha önce hangi tetkikleri veya tedavileri yaptırdınız?',
    options: {
      xray: 'Röntgen',
      mri: 'MR',
      ct: 'Bilgisayarlı tomografi (BT)',
      injections: 'İğne, enjeksiyon',
      physiotherapy: 'Fizik tedavi (fizyoterapi)',
      training: 'Egzersiz, antrenman',
    },
    textLabel: 'Diğer (isteğe bağlı)',
  },
  expectations: {
    title: 'Tedaviden beklentileriniz nelerdir?',
    textLabel: 'Beklentileriniz ve hedefleriniz',
    consentLabel: 'Bilgilerimin tedaviye hazırlık amacıyla işlenmesine onay veriyorum.',
  },
};

export const tr: PatientCatalogue = {
  language: 'tr',
  words: {
    medical: {
      company: 'Muayenehane',
      providers: 'Terapistler',
      treatment: 'Tedavi',
      appointment: 'Randevu',
    },
    'non-medical': {
      company: 'Stüdyo',
      providers: 'Antrenörler',
      treatment: 'Antrenman',
      appointment: 'Randevu',
    },
  },

  reception: {
    homeLabel: 'Online Resepsiyon',
    documentTitle: (pageTitle, practice) => `${pageTitle} · ${practice}`,
    back: 'Geri',
    backToWebsite: (practice) => `Web sitesine dön: ${practice}`,
    breadcrumbLabel: 'Gezinti yolu',
    loading: 'Online resepsiyon yükleniyor …',
    newTab: '(yeni sekmede açılır)',
    logoAlt: (practice) => `${practice} logosu`,

    layout: {
      privacy: 'Gizlilik',
      imprint: 'Künye (Impressum)',
      footerNavLabel: 'Yasal bilgiler',
      poweredBy: 'Online resepsiyon: Praxisdesk',
      loadFailedTitle: 'Muayenehanenin bilgileri yüklenemedi.',
      loadFailedText:
        'Sayfayı yine de kullanabilirsiniz. Gönderim başarısız olursa lütfen daha sonra tekrar deneyin veya muayenehaneyi arayın.',
    },

    notFound: {
      title: 'Muayenehane bulunamadı',
      text: 'Bu bağlantıya ait bir muayenehane yok. Lütfen adresi kontrol edin veya online resepsiyonu muayenehanenizin web sitesi üzerinden açın.',
      hint: 'Muayenehanenize telefonla da ulaşabilirsiniz – numarayı randevu kartınızda veya muayenehanenin web sitesinde bulabilirsiniz.',
    },

    unavailable: {
      title: 'Bu seçenek şu anda kullanılamıyor',
      text: (w: ReceptionWords) =>
        `${w.company} ekibimiz bu talebi şu anda online olarak kabul etmiyor. Lütfen başka bir yol seçin veya bize telefonla ulaşın.`,
      toBooking: 'Diğer seçenekleri görün',
    },

    home: {
      pageTitle: 'Online Resepsiyon',
      welcomeTitle: 'Online resepsiyona hoş geldiniz',
      welcomeSubtitle: 'Size nasıl yardımcı olabiliriz? Lütfen talebinizi seçin.',
      cardsLabel: 'Talebiniz',
      book: {
        title: (w: ReceptionWords) => `${w.appointment} talep edin`,
        text: (medical: boolean) =>
          medical
            ? 'Reçeteyle, ücretini kendiniz ödeyerek veya reçetenizin bilgilerini elle girerek.'
            : 'Reçeteyle, ücretini kendiniz ödeyerek veya hedeflerinizi ve isteklerinizi belirterek.',
      },
      question: {
        title: 'Soru sorun',
        text: (w: ReceptionWords) => `${w.company} ekibimize bir sorunuz mu var? Bize yazın.`,
      },
      cancel: {
        title: (w: ReceptionWords) => `${w.appointment} iptal edin`,
        text: 'Gelemeyecek misiniz? Buradan iptal edebilirsiniz.',
      },
    },

    contact: {
      heading: 'Bize nasıl ulaşabilirsiniz',
      phone: 'Telefon',
      email: 'E-posta',
      callUs: (phone) => `Arayın: ${phone}`,
      writeUs: (email) => `E-posta gönderin: ${email}`,
      openingHours: 'Çalışma saatleri',
      locations: 'Şubeler',
    },

    booking: {
      pageTitle: (w: ReceptionWords) => `${w.appointment} talep edin`,
      breadcrumb: 'Randevu talebi',
      intro: 'Talebinizi nasıl iletmek istersiniz? Size uygun yolu seçin.',
      waysLabel: 'Talep yolları',
      prescription: {
        title: 'Reçeteyle',
        text: (medical: boolean) =>
          medical
            ? 'Reçetenizin (Heilmittelverordnung) fotoğrafını veya PDF dosyasını yükleyin.'
            : 'Reçetenizin fotoğrafını veya PDF dosyasını yükleyin.',
      },
      selfPay: {
        title: 'Ücretini kendiniz ödeyerek',
        text: (w: ReceptionWords) => `Reçetesiz ${lower(w.treatment)} – ücretini kendiniz ödersiniz.`,
      },
      manual: {
        title: (medical: boolean) =>
          medical ? 'Reçeteyi elle girin' : 'Hedeflerinizi ve isteklerinizi belirtin',
        text: (medical: boolean) =>
          medical
            ? 'Fotoğraf çekme imkânınız yok mu? Reçetenizdeki bilgileri yazmanız yeterli.'
            : 'Hedeflerinizi ve istediğiniz hizmetleri anlatın.',
      },
      noWays: 'Şu anda online talep gönderilemiyor. Lütfen bizi arayın veya bize e-posta gönderin.',
      servicesHeading: 'Hizmetlerimiz',
      additionalServicesHeading: 'Diğer hizmetler',
      reasonsHeading: (practice) => `Neden ${practice}?`,
      reasons: {
        online: 'Günün her saatinde talep gönderebilirsiniz – telefonda beklemeden',
        personal: 'Sizinle bizzat iletişime geçer, tüm ayrıntıları birlikte planlarız',
        secure: 'Bilgileriniz şifreli olarak iletilir ve saklanır',
        locations: (count: number) => `${number(count)} şube – size en uygun olanı seçin`,
      },
    },

    fields: {
      name: 'Adınız ve soyadınız',
      phone: 'Telefon numarası',
      phoneHint: 'Talebinizle ilgili sorularımız için',
      email: 'E-posta adresi',
      optional: (label) => `${label} (isteğe bağlı)`,
      honeypot: 'Lütfen boş bırakın',
      requiredNote: '“İsteğe bağlı” olarak işaretlenmeyen tüm alanların doldurulması zorunludur.',
    },

    privacy: {
      link: 'Gizlilik Politikasını',
      before: 'Bilgilerimin talebimin işlenmesi amacıyla işlenmesini kabul ediyorum ve ',
      after: ' okuduğumu onaylıyorum.',
      hint: 'Bilgileriniz şifreli olarak iletilir ve yalnızca bizim tarafımızdan okunur.',
    },

    submit: {
      submitting: 'Gönderiliyor...',
      uploading: 'Yükleniyor...',
      unknownError: 'Bilinmeyen bir hata oluştu',
      sendFailed: 'Talep gönderilirken hata oluştu',
      cancellationFailed: 'İptal bildirimi gönderilirken hata oluştu',
      httpError: (status: number, body) => `HTTP ${status}: ${body}`,
      errorTitle: 'Talebiniz gönderilemedi.',
    },

    prescription: {
      pageTitle: (w: ReceptionWords) => `Reçeteyle ${lower(w.appointment)} talep edin`,
      breadcrumb: 'Reçeteyle',
      intro:
        'Reçetenizi yükleyin ve iletişim bilgilerinizi bırakın. Sizinle iletişime geçip tüm ayrıntıları birlikte planlayacağız.',
      fileLabel: 'Reçeteniz (fotoğraf veya PDF)',
      fileHint:
        'JPG, PNG veya PDF, en fazla 4 MB – daha büyük fotoğraflar otomatik olarak küçültülür. Lütfen her şeyin kolayca okunabildiğinden emin olun.',
      photoShrinking: 'Fotoğrafınız gönderim için küçültülüyor …',
      photoShrunk: (before: number, after: number) =>
        `Fotoğrafınız gönderim için küçültüldü (${megabytes(before)} → ${megabytes(after)}).`,
      messageLabel: 'Mesaj (isteğe bağlı)',
      messageHint: 'Örneğin tercih ettiğiniz saatler veya şube.',
      submit: 'Talebi reçeteyle gönderin',
      fileTooLarge: (bytes: number) => `Dosya çok büyük. En fazla: 4 MB (dosyanız: ${megabytes(bytes)})`,
      fileWrongType: 'Desteklenmeyen dosya biçimi. İzin verilen biçimler: JPG, PNG, PDF',
      fileMissing: 'Lütfen bir dosya seçin.',
      uploadErrorTitle: 'Reçeteniz yüklenemedi.',
      requestSaved:
        'Talebinizin kendisi bize ulaştı. Yüklemeyi tekrar deneyebilir veya dosya olmadan devam edebilirsiniz – bu durumda lütfen bize geldiğinizde reçetenizi yanınızda getirin.',
      retryUpload: 'Reçeteyi yeniden yükleyin',
      continueWithoutFile: 'Dosya olmadan devam edin',
    },

    upload: {
      submissionNotFound: 'Talebiniz bulunamadı. Lütfen formu yeniden gönderin.',
      databaseError:
        'Kayıt sırasında veritabanımızda teknik bir hata oluştu. Ekibimiz bilgilendirildi. Lütfen doğrudan bizimle iletişime geçin:',
      metadataFailed: 'Dosyanızla ilgili bilgiler kaydedilemedi. Lütfen birkaç dakika sonra tekrar deneyin.',
      encryptionFailed:
        'Dosyanız güvenli bir şekilde şifrelenemedi. Lütfen başka bir dosya kullanın veya tekrar deneyin.',
      notAllowed: 'Bu talep için artık dosya yüklenemez. Lütfen formu yeniden gönderin.',
      generic: 'Dosyanız yüklenirken bir hata oluştu. Lütfen tekrar deneyin.',
      tooManyUploads:
        'İnternet bağlantınız üzerinden şu anda aynı anda birden fazla yükleme yapılıyor. Lütfen biraz bekleyip tekrar deneyin.',
      timedOut: 'Dosyanızın aktarılması çok uzun sürdü. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      tipsHeading: 'İpuçları:',
      tips: ['İnternet bağlantınızı kontrol edin.', 'İzin verilen biçimler: JPG, PNG ve PDF, en fazla 4 MB.'],
    },

    selfPay: {
      pageTitle: (w: ReceptionWords) => `Ücretini kendiniz ödeyerek ${lower(w.treatment)} talep edin`,
      breadcrumb: 'Ücretini kendiniz ödeyerek',
      intro: 'Reçetesiz mi gelmek istiyorsunuz? Talebinizi kısaca anlatın – size bir öneriyle geri dönelim.',
      messageLabel: 'Talebiniz',
      messageHint: (medical: boolean) =>
        medical
          ? 'Örneğin şikâyetleriniz, istediğiniz hizmetler ve tercih ettiğiniz saatler.'
          : 'Örneğin hedefleriniz, istediğiniz hizmetler ve tercih ettiğiniz saatler.',
      submit: 'Talebi gönderin',
    },

    manual: {
      pageTitle: (medical: boolean) =>
        medical ? 'Reçeteyi elle girin' : 'Hedeflerinizi ve isteklerinizi belirtin',
      introMedical:
        'Reçetenizdeki bilgileri forma aktarın. Bize geldiğinizde lütfen reçetenin aslını yanınızda getirin.',
      introNonMedical:
        'Neyi başarmak istediğinizi ve hangi hizmetlerle ilgilendiğinizi anlatın. Size bir öneriyle geri döneceğiz.',
      diagnosis: 'Tanı',
      diagnosisHint: 'Reçetede yazdığı şekliyle, ör. “Lumbalgie” (bel ağrısı) veya ICD-10 kodu.',
      treatment: 'Reçete edilen tedavi',
      treatmentHint: 'Örneğin “Krankengymnastik, 6 ×” (fizik tedavi, 6 seans).',
      doctor: 'Reçeteyi yazan doktor (isteğe bağlı)',
      prescriptionDate: 'Düzenlenme tarihi',
      prescriptionDateHint: 'Reçetenizin üst kısmındaki tarih.',
      prescriptionDateOld: (days: number) =>
        `Reçeteniz ${number(days)} günden eski. Reçeteli bir tedavinin genellikle reçetenin düzenlendiği tarihten itibaren ${number(days)} gün içinde başlaması gerekir. Talebinizi yine de gönderebilirsiniz – nasıl devam edileceğini sizinle birlikte netleştireceğiz.`,
      goals: 'Hedefleriniz',
      goalsHint: 'Örneğin ağrısız yürümek, yeniden spor yapmak, duruşunuzu düzeltmek.',
      services: 'İstediğiniz hizmetler',
      servicesHint: (examples) => (examples ? `Örneğin ${examples}.` : ''),
      submit: 'Talebi gönderin',
    },

    question: {
      pageTitle: 'Soru sorun',
      breadcrumb: 'Soru sorun',
      intro: (w: ReceptionWords) =>
        `Sorunuzu bize yazın – ${lower(w.company)} ekibimiz size en kısa sürede yanıt verecektir.`,
      messageLabel: 'Sorunuz',
      submit: 'Soruyu gönderin',
      successTitle: 'Sorunuz için teşekkür ederiz!',
      successText: (w: ReceptionWords) =>
        `Mesajınız bize ulaştı. ${w.company} ekibimiz en kısa sürede sizinle iletişime geçecektir.`,
      another: 'Başka bir soru sorun',
    },

    cancellation: {
      pageTitle: (w: ReceptionWords) => `${w.appointment} iptal edin`,
      breadcrumb: (w: ReceptionWords) => `${w.appointment} iptali`,
      intro: 'Gelemeyecek misiniz? Lütfen bize mümkün olduğunca erken haber verin.',
      noticeTitle: 'Lütfen dikkat',
      notice: (hours: number) =>
        `Lütfen randevunuzu, kararlaştırılan başlangıç saatinden en az ${number(hours)} saat önce iptal edin. Aksi takdirde gelmeme ücreti (Ausfallgebühr) alınır.`,
      termsLabel: 'Muayenehanenin iptal koşulları:',
      appointmentDate: 'Randevu tarihi',
      appointmentTime: 'Randevu saati',
      shortNoticeTitle: (hours: number) =>
        `Randevunuz ${number(hours)} saatten daha kısa bir süre sonra başlıyor.`,
      shortNoticeText: 'Yine de iptal edebilirsiniz – lütfen bunu mümkün olduğunca erken yapın.',
      shortNoticeFee: 'Bu kadar kısa süre kala yapılan iptaller için gelmeme ücreti (Ausfallgebühr) alınır.',
      reason: 'İptal nedeni (isteğe bağlı)',
      reasonHint: 'Yeni bir randevu ister misiniz? Tercih ettiğiniz saatleri bize yazabilirsiniz.',
      submit: 'İptal bildirimini gönderin',
      successTitle: 'İptal bildiriminiz bize ulaştı',
      successText:
        'Bize haber verdiğiniz için teşekkür ederiz. Sorularımız olursa sizinle iletişime geçeceğiz.',
      callOnlyTitle: 'Lütfen telefonla iptal edin',
      callOnlyText: (w: ReceptionWords) =>
        `${w.company} ekibimiz iptalleri yalnızca telefonla kabul etmektedir. Lütfen çalışma saatlerimizde bizi arayın.`,
      callOnlyNoPhone: (w: ReceptionWords) =>
        `Lütfen doğrudan ${lower(w.company)} ekibimizle iletişime geçin.`,
    },

    submissionSuccess: {
      pageTitle: 'Talep gönderildi',
      heading: 'Teşekkür ederiz! Talebiniz bize ulaştı.',
      text: (_w: ReceptionWords) =>
        'Şikâyetlerinizle ilgili birkaç soruyu önceden yanıtlamak ister misiniz? Böylece uzmanlarımız size özel olarak hazırlanabilir.',
      duration: 'Süre: yaklaşık 3–5 dakika',
      start: 'Şimdi anamnez formuna geçin',
      skip: 'Anamnez formunu atlayın',
      countdown: (seconds: number) =>
        `${number(seconds)} saniye içinde otomatik olarak anamnez formuna yönlendirileceksiniz.`,
      stopCountdown: 'Otomatik yönlendirmeyi durdurun',
      countdownStopped: 'Otomatik yönlendirme durduruldu.',
    },

    success: {
      pageTitle: 'Her şey tamam',
      byType: {
        anamnese: {
          heading: 'Bilgileriniz için teşekkür ederiz!',
          text: (_w: ReceptionWords) =>
            'Anamnez formunuz bize ulaştı. Böylece uzmanlarımız size özel olarak hazırlanabilir.',
        },
        prescription: {
          heading: 'Reçeteli talebiniz bize ulaştı',
          text: (w: ReceptionWords) =>
            `${w.company} ekibimiz reçetenizi inceleyip sizinle iletişime geçecek. Lütfen bize geldiğinizde reçetenin aslını yanınızda getirin.`,
        },
        manual: {
          heading: 'Talebiniz bize ulaştı',
          text: (w: ReceptionWords) =>
            `${w.company} ekibimiz bilgilerinizi inceleyip sizinle iletişime geçecek.`,
        },
        selfpay: {
          heading: 'Talebiniz bize ulaştı',
          text: (w: ReceptionWords) => `${w.company} ekibimiz size bir öneriyle geri dönecek.`,
        },
        default: {
          heading: 'Teşekkür ederiz!',
          text: (w: ReceptionWords) =>
            `Mesajınız bize ulaştı. ${w.company} ekibimiz en kısa sürede sizinle iletişime geçecek.`,
        },
      },
      questions: 'Sorularınız mı var? Bize şu yollarla ulaşabilirsiniz:',
      toHome: 'Online resepsiyona dön',
    },

    reference: {
      label: 'Referans numaranız',
      hint: 'Talebinizle ilgili bizimle iletişime geçtiğinizde lütfen bu numarayı belirtin.',
    },

    thankYou: {
      pageTitle: 'Mesaj gönderildi',
      heading: 'Teşekkür ederiz!',
      text: 'Mesajınız başarıyla iletildi. En kısa sürede sizinle iletişime geçeceğiz.',
      countdown: (seconds: number) => `${number(seconds)} saniye içinde yönlendirileceksiniz.`,
      stopped: 'Otomatik yönlendirme durduruldu.',
      backTo: (practice) => `${practice} sayfasına dön`,
    },

    failure: {
      pageTitle: 'Gönderim hatası',
      heading: 'Mesajınız gönderilemedi',
      errorLabel: 'Hata mesajı',
      reasons: {
        input: 'Bazı bilgiler eksik veya geçersizdi. Lütfen formu kontrol edip yeniden gönderin.',
        practice:
          'Muayenehane bu form üzerinden talep kabul etmiyor. Lütfen doğrudan muayenehaneyle iletişime geçin.',
        tooMany: 'Bağlantınızdan kısa sürede çok fazla talep geldi. Lütfen daha sonra yeniden deneyin.',
        refused: 'Talebiniz güvenlik nedeniyle reddedildi. Lütfen muayenehaneyi telefonla arayın.',
        unavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen birkaç dakika sonra yeniden deneyin.',
      },
      causesHeading: 'Olası nedenler',
      causes: [
        'İnternet bağlantısı kesildi.',
        'Zorunlu bir alan boştu veya geçersiz bilgi içeriyordu.',
        'Bir dosya çok büyüktü veya desteklenmeyen bir biçimdeydi.',
        'Hizmete geçici olarak ulaşılamadı.',
      ],
      retry: 'Tekrar deneyin',
      home: 'Ana sayfaya dön',
      contactHeading: 'Muayenehaneye doğrudan da ulaşabilirsiniz:',
    },
  },

  anamnese: {
    pageTitle: 'Anamnez',
    heading: 'Anamnez formu (sağlık geçmişiniz)',
    intro: (_providers: string) =>
      'Bu form, uzmanlarımızın size hazırlanmasına yardımcı olur. Lütfen soruları elinizden geldiğince yanıtlayın – sizin için geçerli olmayan soruları atlayabilirsiniz.',
    estimatedTime: 'Tahmini süre: 3–5 dakika',
    stepOf: (step: number, total: number) => `Adım ${number(step)} / ${number(total)}`,
    percent: (value: number) => `%${number(value)}`,
    progressLabel: 'Formdaki ilerlemeniz',
    progressValueText: (step: number, total: number, percent: number) =>
      `Adım ${number(step)} / ${number(total)}, %${number(percent)}`,

    next: 'İleri',
    back: 'Geri',
    skip: 'Atlayın',
    submit: 'Anamnez formunu gönderin',
    submitting: 'Gönderiliyor...',
    navigationLabel: 'Formun adımları',

    yesNoLegendHint: 'Lütfen Evet veya Hayır seçin.',
    multiHint: MULTI_HINT,
    scaleMinHint: (min: number, label) => `${number(min)} = ${label}`,
    scaleMaxHint: (max: number, label) => `${number(max)} = ${label}`,

    choiceRequired: 'Lütfen “Evet” veya “Hayır” seçin.',
    expectationsRequired: 'Lütfen beklentilerinizi anlatın.',
    consentRequired: 'Lütfen onay verdiğinizi işaretleyin.',
    privacyIntro: 'Ayrıntılı bilgi için:',
    privacyLink: 'Gizlilik Politikamız',

    sendError: 'Anamnez formu gönderilirken hata oluştu',
    genericError: 'Bir hata oluştu',
    unknownType: 'Bilinmeyen soru türü',
    sendErrorTitle: 'Anamnez formu gönderilemedi.',

    missingRequestTitle: 'Bağlı bir talep yok',
    missingRequestText:
      'Anamnez formu bir talebe aittir. Lütfen önce online resepsiyon üzerinden bir talep gönderin – ardından formu doldurabilirsiniz.',
    toReception: 'Online resepsiyona gidin',
  },

  questionnaire: { yes: 'Evet', no: 'Hayır', questions },

  fieldMessages: {
    name: 'Lütfen adınızı girin.',
    phone: 'Lütfen telefon numaranızı girin.',
    phoneInvalid: 'Lütfen en az 6 haneli geçerli bir telefon numarası girin.',
    email: 'Lütfen e-posta adresinizi girin.',
    emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
    privacyConsent: 'Lütfen Gizlilik Politikasını onaylayın.',
    message: 'Lütfen mesajınızı yazın.',
    appointmentDate: 'Lütfen randevunuzun tarihini girin.',
    appointmentDateInvalid: 'Lütfen geçerli bir tarih girin.',
    appointmentTime: 'Lütfen randevunuzun saatini girin.',
    appointmentTimeInvalid: 'Lütfen geçerli bir saat girin.',
    appointmentPast: 'Bu randevunun zamanı geçmiş. Lütfen tarihi ve saati kontrol edin.',
    prescriptionDate: 'Lütfen reçetenizin düzenlenme tarihini girin.',
    prescriptionDateFuture: 'Düzenlenme tarihi ileri bir tarih olamaz.',
    diagnosis: 'Lütfen tanıyı girin.',
    treatment: 'Lütfen reçete edilen tedaviyi girin.',
    goals: 'Lütfen hedeflerinizi anlatın.',
    services: 'Lütfen istediğiniz hizmetleri belirtin.',
    empty: 'Form hiçbir bilgi içermiyor.',
  },

  components: {
    breadcrumb: {
      label: 'Gezinti yolu',
      showAll: 'Tüm düzeyleri gösterin',
    },
    fileDrop: {
      dropHere: 'Dosyayı buraya sürükleyin',
      or: 'veya',
      choose: 'Dosya seçin',
      replace: 'Başka bir dosya seçin',
      remove: 'Dosyayı kaldırın',
      selected: 'Seçilen dosya:',
      dropNow: 'Dosyayı eklemek için şimdi bırakın',
    },
    fileSize,
    retry: 'Tekrar deneyin',
    networkError: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.',
  },

  mail: {
    subject: (practice, reference) => `${practice}: Talebiniz alındı – Referans ${reference}`,
    title: 'Talebiniz bize ulaştı',
    greeting: 'Merhaba,',
    thanks: (practice) =>
      `Talebiniz için çok teşekkür ederiz. Talebiniz ${practice} tarafından alındı; en kısa sürede sizinle iletişime geçeceğiz.`,
    referenceLabel: 'Referans numaranız',
    referenceHint: 'Sorularınız olduğunda lütfen bu numarayı belirtin.',
    contactHeading: 'Bize şu yollarla ulaşabilirsiniz:',
    phone: 'Telefon',
    email: 'E-posta',
    website: 'Web sitesi',
    footer:
      'Bu e-posta otomatik olarak gönderilmiştir. Veri koruma nedeniyle talebinize ait hiçbir bilgi içermez. Bir talep göndermediyseniz bu e-postayı dikkate almayabilirsiniz.',
    signingIntro:
      'Muayenehane, ilk randevunuzdan önce bazı belgeleri okuyup imzalamanızı rica ediyor. Bunu bu kişisel bağlantı üzerinden çevrimiçi yapabilirsiniz:',
    signingButton: 'Belgeleri imzala',
    signingHint:
      'Bağlantı 7 gün ve yalnızca tüm belgeler yanıtlanana kadar geçerlidir. Lütfen bağlantıyı başkalarıyla paylaşmayın.',
  },

  signing: {
    pageTitle: 'Belgeleri imzalayın',
    breadcrumb: 'Belgeleri imzalayın',
    loading: 'Belgeler yükleniyor …',
    intro: (practice) =>
      `${practice}, aşağıdaki belgeleri okuyup yanıtlamanızı rica ediyor. Bu yalnızca birkaç dakika sürer.`,
    referenceLabel: 'Talebinizin referans numarası:',
    documentOf: (current, total) => `Belge ${number(current)} / ${number(total)}`,
    progressLabel: 'İmzalama ilerlemesi',
    required: 'Zorunlu',
    optional: 'İsteğe bağlı',
    optionalHint: 'Bu belge isteğe bağlıdır: kabul edebilir veya reddedebilirsiniz.',
    germanOnlyTitle: 'Yalnızca Almanca mevcut',
    germanOnly:
      'Muayenehane bu belgeyi çevirmemiştir. Belge Almanca gösterilir ve Almanca metni imzalarsınız. Anlamadığınız bir şey olursa lütfen muayenehaneye sorun.',

    decisionLegend: 'Kararınız',
    agree: 'Kabul ediyorum',
    disagree: 'Kabul etmiyorum',
    decisionMissing: 'Lütfen kabul edip etmediğinizi seçin.',

    evidenceTitle: 'Basit elektronik imza (einfache elektronische Signatur)',
    evidenceText:
      'Burada attığınız imza basit bir elektronik imzadır. Yanıtınızla birlikte şunlar kaydedilir:',
    evidenceItems: [
      'girdiğiniz şekliyle adınız ve imzanız',
      'tarih ve saat',
      'belgenin sürümü',
      'tarayıcınız',
      'internet adresinizin korumalı bir kontrol değeri (adresin kendisi değil)',
    ],
    evidenceProtection: 'Tüm bilgiler şifrelenerek saklanır.',

    nameLabel: 'Adınız ve soyadınız',
    nameHint: 'Adınız ve soyadınız. Başka biri, örneğin çocuğunuz için imzalıyorsanız kendi adınızı girin.',
    nameMissing: 'Lütfen adınızı ve soyadınızı girin.',

    padLabel: 'İmzanız',
    padHint: 'Aşağıdaki alanda parmağınızla veya fareyle imzalayın.',
    padEmpty: 'Lütfen alanda imzalayın veya bunun yerine adınızı yazın.',
    padCleared: 'İmza alanı boş.',
    clear: 'Silin',
    sign: 'İmzalayın',
    decline: 'Reddedin',
    sending: 'Gönderiliyor …',

    typeInstead: 'Bunun yerine adınızı yazın',
    drawInstead: 'Bunun yerine parmağınızla veya fareyle imzalayın',
    typedTitle: 'Yazılan adla imza',
    typedNote: 'Yukarıya girdiğiniz ad imzanız yerine geçer. Adınızı yazarak imzaladığınız kaydedilir.',
    typedEmpty: 'Adınızı yukarıya girdiğinizde burada görünür.',

    signedAt: (title, date, time) => `“${title}” imzalandı: ${date}, saat ${time}.`,
    declinedAt: (title, date, time) => `“${title}” reddedildi: ${date}, saat ${time}.`,
    statusSigned: 'İmzalandı',
    statusDeclined: 'Reddedildi',
    statusPending: 'Yanıt bekleniyor',
    answersHeading: 'Yanıtlarınız',

    doneTitle: 'Teşekkür ederiz',
    doneText: (practice) => `Yanıtlarınız ${practice} tarafından alındı. Başka bir şey yapmanıza gerek yok.`,
    doneCopy: 'İmzalanan belgelerin bir kopyasını isterseniz muayenehaneden alabilirsiniz.',
    noDocuments: 'Bu bağlantı için yanıtlanacak başka belge yok.',

    errors: {
      title: 'İşlem başarısız oldu',
      linkInvalidTitle: 'Bağlantı artık geçerli değil',
      linkInvalid:
        'Bu bağlantının süresi dolmuş veya bağlantı zaten kullanılmış. Bir bağlantı 7 gün ve yalnızca tüm belgeler yanıtlanana kadar geçerlidir. Hâlâ bir şey imzalamak istiyorsanız lütfen muayenehaneye başvurun.',
      linkMissingTitle: 'Bağlantı eksik',
      linkMissing:
        'Bu sayfa kişisel bir bağlantıyla açılır. Lütfen e-postanızdaki bağlantıyı yeniden ve eksiksiz açın.',
      alreadyAnswered: 'Bu belge, belki başka bir pencerede, zaten yanıtlanmış. Güncel durum yüklendi.',
      required: 'Bu belge zorunludur ve reddedilemez.',
      signatureInvalid: 'İmzanız okunamadı. Lütfen silip yeniden imzalayın.',
      validation: 'Lütfen bilgilerinizi kontrol edip yeniden deneyin.',
      network: 'Sunucuya bağlanılamıyor. Lütfen internet bağlantınızı kontrol edip yeniden deneyin.',
      generic: 'Bir hata oluştu. Lütfen daha sonra yeniden deneyin.',
      loadFailed: 'Belgeler yüklenemedi.',
      contactHeading: 'Muayenehaneye şu yollarla ulaşabilirsiniz:',
    },

    offer: {
      title: 'Belgeleri imzalayın',
      text: 'Muayenehane, ilk randevunuzdan önce bazı belgeleri okuyup imzalamanızı rica ediyor. Bu yalnızca birkaç dakika sürer.',
      button: 'Belgeleri imzalayın',
      later: 'Bir onay e-postası alırsanız, içinde daha sonra imzalamanız için bir bağlantı da bulunur.',
    },
  },

  languageSwitch: { label: 'Dil' },

  patientPage: {
    pageTitle: 'Talebiniz',
    open: {
      title: 'Talebinizi açın',
      text: 'Verilerinizin korunması için sayfa ancak “Talebi açın” düğmesine tıkladığınızda açılır.',
      button: 'Talebi açın',
    },
    code: {
      title: 'Doğrulama kodunu girin',
      text: 'Talebiniz bu cihazda henüz açılmadı. Talebinizde belirttiğiniz e-posta adresine 6 haneli bir kod gönderdik.',
      label: 'E-postadaki kod',
      submit: 'Onaylayın',
      resend: 'Yeni kod isteyin',
      resent: 'Size yeni bir kod gönderdik.',
    },
    errors: {
      linkInvalid:
        'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen muayenehanenin size gönderdiği en son e-postadaki bağlantıyı açın ya da muayenehaneye başvurun.',
      codeWrong: 'Kod doğru değil. Lütfen kodu kontrol edip yeniden deneyin.',
      codeFormat: 'Lütfen e-postadaki 6 haneli kodu girin.',
      codeExpired: 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
      codeLocked: 'Kod çok sayıda kez yanlış girildi. Lütfen yeni bir kod isteyin.',
      tooManyCodes: 'Size zaten birkaç kod gönderdik. Lütfen yeni bir kod istemeden önce bir süre bekleyin.',
      noAddress: 'Bu talep için kayıtlı bir e-posta adresi yok. Lütfen muayenehaneye başvurun.',
      sessionEnded: 'Oturumunuzun süresi doldu. Lütfen e-postanızdaki bağlantıyı yeniden açın.',
      messageEmpty: 'Lütfen bir mesaj yazın.',
      messageTooLong: (max) => `Lütfen mesajınızı kısaltın (en fazla ${number(max)} karakter).`,
      taskDone: 'Bu görev zaten tamamlandı.',
      fileRejected:
        'Bu dosyayı kabul edemiyoruz. Lütfen en fazla 10 MB boyutunda bir fotoğraf (JPG, PNG) veya PDF gönderin.',
      generic: 'Maalesef bu işlem gerçekleştirilemedi. Lütfen biraz sonra yeniden deneyin.',
      requestClosed: 'Bu talep kapatıldı. Lütfen doğrudan muayenehaneye başvurun.',
    },
    state: {
      label: 'Talebinizin durumu',
      neu: 'Alındı',
      in_bearbeitung: 'İşleniyor',
      erledigt: 'Tamamlandı',
      hint: {
        neu: 'Talebiniz muayenehaneye ulaştı. Muayenehane en kısa sürede sizinle iletişime geçecek.',
        in_bearbeitung: 'Muayenehane talebinizi işleme aldı.',
        erledigt: 'Muayenehane talebinizi tamamladı.',
      },
    },
    referenceLabel: 'Referans numarası',
    sentOn: 'Gönderilme tarihi',
    messages: {
      heading: 'Mesajlar',
      empty: 'Henüz mesaj yok. Muayenehane size yazdığında mesajı burada okuyabilirsiniz.',
      fromPractice: (practice) => practice,
      fromYou: 'Siz',
      composeLabel: 'Muayenehaneye mesajınız',
      send: 'Mesajı gönderin',
      sent: 'Mesajınız gönderildi.',
      attach: 'Fotoğraf veya PDF ekleyin',
      attachHint: 'JPG, PNG veya PDF, en fazla 10 MB.',
      removeAttachment: 'Eki kaldırın',
      attachment: 'Ek',
    },
    tasks: {
      heading: 'Yapılması gerekenler',
      none: 'Şu anda yapmanız gereken bir şey yok.',
      anamnese: 'Anamnez formunu doldurun',
      signature: (title) => `“${title}” belgesini okuyup imzalayın`,
      start: 'Şimdi tamamlayın',
    },
    documents: {
      heading: 'İmzaladığınız belgeler',
      signedOn: (date) => `İmzalanma tarihi: ${date}`,
      download: 'PDF olarak indirin',
      none: 'Henüz imzalanmış belge yok.',
    },
    contactHeading: 'Muayenehaneye şu yollarla ulaşabilirsiniz',
    stillOpen: {
      pageTitle: 'Neredeyse bitti',
      intro: 'Talebiniz alındı. Lütfen şunları da tamamlayın:',
      signature: (title) => `“${title}” belgesini imzalayın`,
      anamnese: 'Anamnez formunu doldurun',
      later:
        'Bunları daha sonra da yapabilirsiniz: Kişisel sayfanızın bağlantısını size e-postayla gönderdik.',
    },
    germanOriginal: 'Bu metin muayenehane tarafından Almanca yazılmıştır.',
    mail: {
      linkHint:
        'Bu bağlantı size özeldir; lütfen başkalarıyla paylaşmayın. Yeni bir cihazda ayrıca bu adrese göndereceğimiz bir kodu soracağız.',
      pageIntro: 'Talebinizin durumunu ve muayenehanenin mesajlarını kişisel sayfanızda bulabilirsiniz:',
      pageButton: 'Talebinizi görüntüleyin',
      message: {
        subject: (practice, reference) => `${practice}: Yeni bir mesajınız var – Referans ${reference}`,
        title: 'Muayenehane size yazdı',
        text: 'Talebinizle ilgili yeni bir mesaj var. Veri koruma nedeniyle mesaj bu e-postada yer almaz; mesajı kişisel sayfanızda okuyup yanıtlayabilirsiniz.',
        button: 'Mesajı okuyun',
      },
      task: {
        subject: (practice, reference) =>
          `${practice} sizden bazı bilgiler rica ediyor – Referans ${reference}`,
        title: 'Muayenehanenin sizden bir ricası var',
        anamnese: 'Muayenehane, randevunuzdan önce anamnez formunu doldurmanızı rica ediyor.',
        signature: 'Muayenehane, bir belgeyi okuyup imzalamanızı rica ediyor.',
        button: 'Talebinize gidin',
      },
      code: {
        subject: (practice) => `${practice}: Talebiniz için doğrulama kodunuz`,
        title: 'Doğrulama kodunuz',
        text: 'Talebinizi yeni bir cihazda açmak istiyorsunuz. Kodunuz:',
        hint: 'Kod 15 dakika geçerlidir. Bu kodu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz.',
      },
    },
  },
};
