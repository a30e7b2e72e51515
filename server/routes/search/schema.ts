import { z } from 'zod';

/** The length of a query, in characters (checked in the route, which answers SEARCH_QUERY_INVALID). */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 200;

/** tenant as on the dashboard (uuid or slug; without it all of the actor's practices); spam=1 shows spam too. */
export const searchQuerySchema = z.object({
  q: z.string().optional(),
  tenant: z.string().max(100).optional(),
  spam: z.enum(['0', '1'], { error: 'spam muss 0 oder 1 sein.' }).default('0'),
});
