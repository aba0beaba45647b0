import { z } from '@/lib/zod';
import { badRequest } from '../lib/errors';
import { validationReport } from '../lib/route';

const notesSchema = z.string().check(z.maxLength(10_000, { error: 'Use at most 10,000 characters' }));

/**
 * The notes of a `PUT …/notes` body (text/plain in the reference): the raw text, or a JSON string
 * when the client sends JSON; 400 for anything else or more than 10,000 characters.
 */
export async function notesBody(request: Request): Promise<string> {
  const text = await request.text();
  let notes: unknown = text;
  if (/json/i.test(request.headers.get('Content-Type') ?? '')) {
    try {
      notes = text === '' ? '' : JSON.parse(text);
    } catch {
      notes = undefined;
    }
  }
  const parsed = notesSchema.safeParse(notes);
  if (!parsed.success)
    badRequest('The notes must be text of at most 10,000 characters', validationReport(parsed.error));
  return parsed.data;
}
