import { labels } from '../resources/labels';
import { resourceQueries } from '../resources/client';

/** Query options for labels, generated from the labels resource. */
export const labelQueries = resourceQueries(labels);
