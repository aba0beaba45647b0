import { tags } from '../resources/tags';
import { resourceQueries } from '../resources/client';

/** Query options for the tags the service recognises, generated from the tags resource. */
export const tagQueries = resourceQueries(tags);
