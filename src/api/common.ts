import { z } from '@/lib/zod';

/** An RFC 3339 date-time string as the service sends it (kept as text; format in the UI). */
export const dateTime = z.string();
/** A numeric id as the service sends it. */
export const id = z.int();

/**
 * The exact record type of a loose response schema, without the index signature for unknown
 * keys: what the mock builds and what Pick/Omit can work on.
 */
export type StrictOf<S extends z.ZodMiniObject> = z.output<z.ZodMiniObject<S['shape']>>;
