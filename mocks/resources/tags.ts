import type { Tag } from '@/api/audits/config-schemas';
import { tagList } from '../handlers/audit-settings';
import { defineMockResource } from './define';
import { arrayStore } from './store';

/** V2 tags: the vendor catalogue (the list is answered with the audit settings' handlers). */
export const tagsMock = defineMockResource<'tags', Tag>('tags', {
  noun: 'Tag',
  own: ['list'],
  store: () => arrayStore(() => tagList(), 1),
});
