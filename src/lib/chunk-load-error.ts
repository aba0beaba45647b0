/**
 * Whether `error` is a script or style of this build that could not be fetched: after a deploy the old
 * build's hashed files are gone (Chromium, Firefox and Safari word it differently; Vite's preload error).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    error.message,
  );
}
