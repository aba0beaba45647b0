export { RunPage } from './RunPage';
export { LatestRunRedirect } from './LatestRunRedirect';
