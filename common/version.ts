/** Version label shown on the login screen and in the back-office footer (spec 000 §1). */
export const APP_VERSION = '2.0.11';
