import { subFolders } from '../resources/sub-folders';
import { resourceQueries } from '../resources/client';

/** Query options for sub-folders (`/v2/domains`), generated from the sub-folders resource. */
export const domainQueries = resourceQueries(subFolders);
