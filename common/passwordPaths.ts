// The web pages of passwords people manage (web/routes.tsx): the server's mails link to SET_PASSWORD_PATH.

/** "Passwort vergessen?": the request form. */
export const FORGOT_PASSWORD_PATH = '/login/passwort-vergessen';
/** The page a reset or invitation link opens; the token stands in the fragment (#token=…). */
export const SET_PASSWORD_PATH = '/login/passwort-festlegen';
