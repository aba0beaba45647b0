/**
 * The route module: every route's pattern (`routePatterns`), the builder of every app address
 * (`paths`), and the run and page tabs. Route params are parsed with `@/lib/routes/params` (zod: kept
 * out of the first bundle, so imported apart).
 */
export { paths } from './paths';
export { routePatterns } from './patterns';
export * from './tabs';
