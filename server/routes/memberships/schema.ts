// Request and response shapes of /api/memberships; the response shapes live in common/ for the web app too.
import { z } from 'zod';

export {
  membershipUserListResponseSchema,
  ownMembershipResponseSchema,
  packageListResponseSchema,
  saveMembershipBodySchema,
  userMembershipResponseSchema,
} from '../../../common/schemas/membership.ts';

export const userParamsSchema = z.object({ userId: z.uuid({ error: 'Ungültige Benutzer-ID.' }) });
