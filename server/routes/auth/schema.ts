export { loginRequestSchema, sessionResponseSchema } from '../../../common/schemas/session.ts';
