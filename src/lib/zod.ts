import en from 'zod/v4/locales/en.js';
import { z } from 'zod/mini';

/*
 * The project's zod: zod/mini, whose schemas are plain data checked by functions (z.optional(x),
 * x.check(z.minLength(1))), so a first load carries only the checks it uses: about 7 KB gzip where
 * classic zod's method-laden schemas are 24 KB. Issues are worded in English as classic zod words
 * them ("expected number, received string"): the malformed-response panel and the forms show them.
 */
z.config(en());

export { z };
