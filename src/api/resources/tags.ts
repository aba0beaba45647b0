import { tagListSchema, tagSchema, type Tag } from '../audits/config-schemas';
import { defineResource } from './define';

/** `GET /v2/tags` and `GET /v2/tags/{tagId}`: the tags the service recognises (read-only). */
export const tags = defineResource({
  key: ['tags'],
  path: '/v2/tags',
  idParam: 'tagId',
  rowId: (row: Tag) => row.id,
  list: { response: tagListSchema, rows: (answer) => answer },
  get: { response: tagSchema },
  // The service's catalogue changes rarely: the pickers that read it keep it for an hour.
  staleTime: 3_600_000,
});
