import { folders } from '../resources/folders';
import { resourceQueries } from '../resources/client';

/** Query options for folders (`all`, `list()`, `detail(folderId)`), generated from the folders resource. */
export const folderQueries = resourceQueries(folders);
