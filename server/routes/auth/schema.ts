export { loginRequestSchema, sessionResponseSchema } from '../../../common/schemas/session.ts';
// The login answers the session, or the two-factor step that comes first.
export { loginAnswerSchema } from '../../../common/schemas/twoFactor.ts';
