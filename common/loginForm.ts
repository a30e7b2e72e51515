import { authTexts } from './texts/auth.ts';

export interface LoginFormValues {
  email: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFormValues, string>>;

/**
 * German messages for the login form. We validate ourselves instead of relying on the browser's bubbles,
 * which speak the browser's language rather than the page's. The address is checked with the request's own
 * schema, loaded when the form is sent: the login screen's first load carries no zod (issue 14).
 */
export async function validateLoginForm(values: LoginFormValues): Promise<LoginFieldErrors> {
  const { loginRequestSchema } = await import('./schemas/session.ts');
  const errors: LoginFieldErrors = {};
  if (!values.email) errors.email = authTexts.emailRequired;
  else if (!loginRequestSchema.shape.email.safeParse(values.email).success)
    errors.email = authTexts.emailInvalid;
  if (!values.password) errors.password = authTexts.passwordRequired;
  return errors;
}
