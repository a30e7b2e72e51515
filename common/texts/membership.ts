// German texts of memberships: the administration's Mitgliedschaften tab and modal, the own membership page
// (spec 001 §2.4, §2.5, §5, §8; spec 002 "Membership page"; UI.md words) and the server's messages.

import { germanNumber } from '../format/germanNumber.ts';

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const DATE = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** "49,00 €" (spec: prices in EUR, German format). */
export const formatEuro = (amount: number) => EURO.format(amount);
/** "17" for 16.67: whole percent, as people read a discount. */
export const formatPercent = (percent: number) => `${germanNumber(percent, { max: 0 })} %`;
/** dd.MM.yyyy */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

const users = (n: number) => (n === 1 ? '1 Benutzer' : `${n} Benutzer`);
const forms = (n: number) => (n === 1 ? '1 Formular' : `${n} Formulare`);

export const membershipTexts = {
  freeDuringBeta: 'Kostenlos während der Beta-Phase',
  perMonth: '/ Monat',
  perYear: '/ Jahr',
  monthlyPrice: (amount: number) => `${formatEuro(amount)} / Monat`,
  yearlyPrice: (amount: number) => `${formatEuro(amount)} / Jahr`,
  includedUsers: (n: number) => `${users(n)} inklusive`,
  includedForms: (n: number) => `${forms(n)} inklusive`,
  betaBadge: 'Beta',
  addonIncluded: 'Im Paket enthalten',
  addonActive: (quantity: number) => `Aktiviert (${quantity}x)`,
  addonUnavailable: 'Für Ihr Paket nicht verfügbar',

  /** The price breakdown (own page and modal). */
  price: {
    breakdownLabel: 'Preisaufstellung',
    basePrice: (packageName: string) => `Grundpreis ${packageName}`,
    addonLine: (name: string, quantity: number) => (quantity > 1 ? `${name} × ${quantity}` : name),
    included: 'im Paket enthalten',
    monthlyColumn: 'Monatlich',
    yearlyColumn: 'Jährlich',
    item: 'Position',
    totalPerMonth: 'Gesamt pro Monat',
    totalPerYear: 'Jährlicher Preis',
    savings: 'Ersparnis bei jährlicher Zahlung',
    setupFeeLabel: 'Einrichtungsgebühr',
    yearlyDiscount: (percent: number) => `${formatPercent(percent)} Rabatt bei jährlicher Zahlung`,
    setupFee: (amount: number) => `${formatEuro(amount)} einmalig – entfällt bei jährlicher Zahlung`,
    total: 'Gesamtpreis',
  },

  /** Administration, tab Mitgliedschaften (spec 001 §2.4). */
  admin: {
    packagesHeading: 'Pakete',
    packagesLabel: 'Aktive Pakete',
    usersHeading: 'Mitgliedschaften der Benutzer',
    search: 'Suchen',
    searchHint: 'Nach Name, E-Mail, Mandant oder Paket',
    tableCaption: 'Benutzer und ihre Mitgliedschaften',
    columns: {
      name: 'Name',
      email: 'E-Mail',
      tenant: 'Mandant',
      package: 'Paket',
      addons: 'Zusatzmodule',
      monthly: 'Monatlich',
      yearly: 'Jährlich',
      actions: 'Aktionen',
    },
    notAssigned: 'Nicht zugewiesen',
    noAddons: 'Keine',
    noTenant: 'Kein Mandant',
    noPrice: '–',
    noPriceLabel: 'kein Preis',
    edit: 'Bearbeiten',
    editLabel: (name: string) => `Mitgliedschaft von ${name} bearbeiten`,
    noUsers: 'Keine Benutzer gefunden.',
    noUsersHint: 'Ändern Sie den Suchbegriff, um mehr Benutzer zu sehen.',
    noPackages: 'Es sind keine aktiven Pakete vorhanden.',
    loading: 'Mitgliedschaften werden geladen …',
    /** Spec 001 §8, admin load. */
    loadFailed: 'Fehler beim Laden der Daten',
  },

  /** The membership modal (spec 001 §2.4, §4, §5). */
  dialog: {
    title: 'Mitgliedschaft bearbeiten',
    description: (name: string, email: string) => `${name} (${email})`,
    close: 'Schließen',
    cancel: 'Abbrechen',
    save: 'Speichern',
    packageLegend: 'Paket',
    packageHint: 'Ein Wechsel des Pakets setzt die Zusatzmodule zurück.',
    addonsLegend: 'Zusatzmodule',
    addonsHint: 'Zusätzliche Benutzer und Formulare können mehrfach gebucht werden.',
    noAddons: 'Für dieses Paket gibt es keine buchbaren Zusatzmodule.',
    chooseFirst: 'Wählen Sie zuerst ein Paket.',
    addonPrice: (monthly: number) => `+ ${formatEuro(monthly)} / Monat`,
    quantity: 'Anzahl',
    quantityLabel: (name: string) => `Anzahl ${name}`,
    increase: (name: string) => `${name}: eine mehr`,
    decrease: (name: string) => `${name}: eine weniger`,
    total: 'Gesamtpreis',
    loading: 'Mitgliedschaft wird geladen …',
    loadFailed: 'Die Mitgliedschaftsdaten konnten nicht geladen werden.',
    /** Spec 001 §5. */
    packageRequired: 'Bitte wählen Sie ein Paket aus.',
    /** Spec 001 §8 and its success message (cleared after 3 s). */
    saveFailed: 'Die Mitgliedschaft konnte nicht aktualisiert werden.',
    saved: 'Mitgliedschaft erfolgreich aktualisiert.',
  },

  /** The own membership page /membership (spec 001 §2.5, spec 002 "Membership page"). */
  page: {
    title: 'Ihre Mitgliedschaft',
    betaNoticeTitle: 'Beta-Phase',
    betaNotice:
      'Praxisdesk befindet sich in der Beta-Phase. Während dieser Zeit sind alle Mitgliedschaften kostenlos; die Preise zeigen, was nach der Beta-Phase gilt.',
    currentHeading: 'Aktuelles Paket',
    active: 'Aktiv',
    since: (iso: string) => `Aktiv seit ${formatDate(iso)}`,
    defaultPackageHint:
      'Ihnen wurde noch kein Paket zugewiesen. Angezeigt wird das Standardpaket; Ihr Administrator kann es ändern.',
    benefitsLabel: 'Leistungen',
    subscribedHeading: 'Gebuchte Zusatzmodule',
    noSubscribedAddons: 'Sie haben keine Zusatzmodule gebucht.',
    summaryHeading: 'Zusammenfassung',
    availableHeading: 'Verfügbare Pakete',
    currentPackageButton: 'Ihr aktuelles Paket',
    afterBetaButton: 'Verfügbar nach Beta-Phase',
    addonsHeading: 'Zusatzmodule',
    loading: 'Mitgliedschaft wird geladen …',
    /** Spec 001 §8, membership screen load. */
    loadFailed:
      'Die Mitgliedschaftsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    noPackage: 'Es ist kein Paket verfügbar.',
  },

  /** Server messages (400s with stable ids). */
  errors: {
    packageRequired: 'Bitte wählen Sie ein Paket aus.',
    packageUnknown: 'Das gewählte Paket gibt es nicht oder es wird nicht mehr angeboten.',
    userNotFound: 'Benutzer nicht gefunden.',
    addonUnknown: (id: string) => `Unbekanntes Zusatzmodul: ${id}.`,
    addonDuplicate: (name: string) => `Das Zusatzmodul „${name}“ ist doppelt angegeben.`,
    addonUnavailable: (name: string, packageName: string) =>
      `Das Zusatzmodul „${name}“ ist für das Paket ${packageName} nicht verfügbar.`,
    addonIncluded: (name: string, packageName: string) =>
      `Das Zusatzmodul „${name}“ ist im Paket ${packageName} bereits enthalten.`,
    addonQuantity: (name: string, max: number, hasQuantity: boolean) =>
      hasQuantity
        ? `Die Anzahl für „${name}“ muss eine ganze Zahl von 1 bis ${max} sein.`
        : `Das Zusatzmodul „${name}“ kann nur einmal gebucht werden.`,
  },
} as const;
