import { paths } from './routes/paths';

/** Accept only an in-app path (`/audits?x=1`) as a post-sign-in destination; anything else → fallback. */
export function safeNextPath(next: string | null | undefined, fallback = paths.home()): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next.startsWith(paths.signIn())) return fallback;
  return next;
}
