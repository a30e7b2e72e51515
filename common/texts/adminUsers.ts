// German texts of the administration's Benutzer tab (spec 001 §2.4, §5, §6, §8). Texts the spec quotes are
// verbatim; the rest is ours.
import type { UserRole } from '../admin/userForm.ts';

export const adminUsersTexts = {
  /** Spec 001 §6. */
  roleLabels: {
    user: 'Benutzer (nur Kontaktanfragen einsehen)',
    admin: 'Administrator (volle Rechte)',
  } satisfies Record<UserRole, string>,
  /** Short role names for the table, the filter and the CSV. */
  roleNames: { user: 'Benutzer', admin: 'Administrator' } satisfies Record<UserRole, string>,

  stats: {
    label: 'Benutzerübersicht',
    total: 'Gesamt',
    admins: 'Administratoren',
    users: 'Benutzer',
    active: 'Aktiv',
    inactive: 'Inaktiv',
  },

  filters: {
    label: 'Benutzer filtern',
    search: 'Suche',
    searchPlaceholder: 'Name, E-Mail oder Mandant',
    role: 'Rolle',
    allRoles: 'Alle',
    admins: 'Administratoren',
    users: 'Benutzer',
    tenant: 'Mandant',
    allTenants: 'Alle Mandanten',
    noTenant: 'Ohne Mandant',
    shown: (shown: number, total: number) =>
      shown === total ? `${total} Benutzer` : `${shown} von ${total} Benutzern`,
  },

  actions: {
    create: 'Benutzer anlegen',
    exportCsv: 'CSV exportieren',
    refresh: 'Aktualisieren',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    membership: 'Mitgliedschaft',
    resendInvitation: 'Einladung erneut senden',
    rowAction: (action: string, name: string) => `${action}: ${name}`,
    selected: (n: number) => `${n} ausgewählt`,
    changeRole: 'Rolle ändern',
    deleteSelected: 'Löschen',
    clearSelection: 'Auswahl aufheben',
  },

  table: {
    caption: 'Benutzer',
    name: 'Name',
    email: 'E-Mail',
    role: 'Rolle',
    tenant: 'Mandant',
    status: 'Status',
    created: 'Erstellt am',
    actions: 'Aktionen',
    active: 'Aktiv',
    inactive: 'Inaktiv',
    invited: 'Eingeladen',
    invitedTitle: 'Die Einladung ist unterwegs; der Benutzer hat noch kein Passwort festgelegt.',
    mustChange: 'Passwort vorläufig',
    mustChangeTitle:
      'Ein Administrator hat das Passwort vergeben; bei der nächsten Anmeldung legt der Benutzer ein eigenes fest.',
    you: '(Sie)',
    allTenants: 'Alle Mandanten',
    none: '–',
    selectRow: (name: string) => `${name} auswählen`,
    selectAll: 'Alle angezeigten Benutzer auswählen',
    loading: 'Benutzer werden geladen …',
    /** Spec 001 §2.4. */
    empty: 'Keine Benutzer gefunden.',
    emptyHint: 'Passen Sie die Suche oder die Filter an.',
  },

  form: {
    createTitle: 'Benutzer anlegen',
    editTitle: 'Benutzer bearbeiten',
    email: 'E-Mail',
    password: 'Passwort',
    passwordHint: (min: number) =>
      `Mindestens ${min} Zeichen, kein sehr häufiges Passwort. Der Benutzer muss es bei der ersten Anmeldung durch ein eigenes ersetzen.`,
    access: 'Zugang',
    accessInvite: 'Einladung senden: Der Benutzer legt sein Passwort selbst fest (empfohlen)',
    accessPassword: 'Passwort jetzt vergeben',
    accessHint: 'Der Link in der Einladung gilt 72 Stunden und nur einmal.',
    newPassword: 'Neues Passwort (optional)',
    newPasswordHint: (min: number) =>
      `Leer lassen, um das bisherige Passwort zu behalten. Sonst mindestens ${min} Zeichen, kein sehr häufiges Passwort; der Benutzer wird dann überall abgemeldet und muss es bei der nächsten Anmeldung durch ein eigenes ersetzen.`,
    fullName: 'Name',
    role: 'Rolle',
    tenants: 'Mandanten',
    tenantsHintUser: 'Wählen Sie mindestens einen Mandanten: Der Benutzer sieht nur dessen Anfragen.',
    /** The role select beside a chosen practice (issue 44). */
    practiceRoleIn: (practice: string) => `Rolle in ${practice}`,
    tenantsHintAdmin: 'Optional: Administratoren sehen alle Mandanten, auch ohne Zuordnung.',
    noTenants: 'Es gibt noch keine Mandanten. Legen Sie zuerst im Reiter „Mandanten“ einen an.',
    tenantsLoadFailed: 'Die Mandanten konnten nicht geladen werden.',
    active: 'Aktiv (darf sich anmelden)',
    activeHint: 'Ein deaktivierter Benutzer wird sofort abgemeldet und kann sich nicht mehr anmelden.',
    ownAccountHint: 'Ihr eigenes Konto können Sie nicht deaktivieren.',
    /** Spec 001 §5. */
    createRequired: 'E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.',
    /** With an invitation there is no password to give. */
    createRequiredInvite: 'E-Mail, Name und Mandanten-ID sind erforderlich.',
    editRequired: 'E-Mail, Name, Rolle und Mandanten-ID sind erforderlich.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    fieldRequired: 'Bitte füllen Sie dieses Feld aus.',
    tenantRequired: 'Bitte wählen Sie mindestens einen Mandanten.',
    save: 'Speichern',
    create: 'Anlegen',
    cancel: 'Abbrechen',
    close: 'Schließen',
  },

  deleteDialog: {
    title: 'Benutzer löschen',
    description: (name: string, email: string) =>
      `Möchten Sie den Benutzer „${name}“ (${email}) wirklich löschen? Seine Mandanten-Zuordnungen und seine Mitgliedschaft werden mit gelöscht; er wird sofort abgemeldet. Das lässt sich nicht rückgängig machen.`,
    confirm: 'Löschen',
    cancel: 'Abbrechen',
  },
  bulkDeleteDialog: {
    title: (n: number) => `${n} Benutzer löschen`,
    description: (n: number) =>
      `Möchten Sie die ${n} ausgewählten Benutzer wirklich löschen? Sie werden sofort abgemeldet. Das lässt sich nicht rückgängig machen.`,
    confirm: 'Löschen',
    cancel: 'Abbrechen',
  },
  bulkRoleDialog: {
    title: (n: number) => `Rolle für ${n} Benutzer ändern`,
    description: 'Die neue Rolle gilt ab der nächsten Anfrage der ausgewählten Benutzer.',
    role: 'Neue Rolle',
    demoteHint:
      'Benutzer ohne Mandanten sehen danach keine Anfragen, bis Sie ihnen einen Mandanten zuordnen.',
    confirm: 'Rolle ändern',
    cancel: 'Abbrechen',
  },

  success: {
    created: (name: string) => `Benutzer „${name}“ wurde angelegt.`,
    invited: (name: string, email: string) =>
      `Benutzer „${name}“ wurde angelegt; die Einladung ist an ${email} unterwegs.`,
    invitationResent: (email: string) =>
      `Eine neue Einladung ist an ${email} unterwegs; der frühere Link gilt nicht mehr.`,
    updated: (name: string) => `Benutzer „${name}“ wurde gespeichert.`,
    /** Spec 001 §8. */
    deleted: (n: number) => `${n} Benutzer erfolgreich gelöscht.`,
    roleChanged: (n: number) => `Rolle für ${n} Benutzer erfolgreich geändert.`,
    exported: 'Benutzerliste erfolgreich exportiert.',
    membershipSaved: 'Mitgliedschaft erfolgreich aktualisiert.',
  },

  /** Spec 001 §8; a more precise message from the server (e.g. a guard) is shown beside it. */
  errors: {
    load: 'Fehler beim Laden der Daten',
    create: 'Der Benutzer konnte nicht erstellt werden.',
    update: 'Der Benutzer konnte nicht aktualisiert werden.',
    delete: 'Der Benutzer konnte nicht gelöscht werden.',
    bulkDelete: 'Fehler beim Löschen der Benutzer.',
    bulkRole: 'Fehler beim Ändern der Rollen.',
    exportFailed: 'Die Benutzerliste konnte nicht exportiert werden.',
    invitationNotSent: (email: string) =>
      `Die Einladung an ${email} konnte nicht versendet werden. Bitte prüfen Sie den E-Mail-Versand und senden Sie sie erneut (Aktion „Einladung erneut senden“).`,
    resendInvitation: 'Die Einladung konnte nicht gesendet werden.',
    dismiss: 'Meldung schließen',
  },

  /** Spec 001 §9: the users CSV export. */
  csv: {
    columns: ['Name', 'E-Mail', 'Rolle', 'Mandant', 'Erstellt am'] as const,
    fileName: (isoDay: string) => `benutzer-${isoDay}.csv`,
  },
} as const;
