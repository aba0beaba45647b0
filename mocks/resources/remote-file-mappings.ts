import type { RemoteFileMapping } from '@/api/resources/remote-file-mappings';
import type { StrictOf } from '@/api/common';
import type { remoteFileMappingSchema } from '@/api/resources/remote-file-mappings';
import type { Db } from '../db/types';
import { defineMockResource } from './define';
import { resourceStore } from './store';

type Row = StrictOf<typeof remoteFileMappingSchema>;
const DAY = 86_400_000;

/** Staged replacements of production scripts: what QA swaps in before a release. */
function seed(db: Db): Array<Omit<Row, 'id'>> {
  const [admin, analyst] = db.users.all();
  const at = (days: number) => new Date(db.options.now - days * DAY).toISOString();
  const row = (
    name: string,
    matchType: 'equals' | 'regex',
    matchValue: string,
    fileUrl: string,
    days: number,
    by = admin!.id,
  ): Omit<Row, 'id'> => ({
    name,
    matchType,
    matchValue,
    fileUrl,
    fileId: null,
    accountId: db.account.id,
    createdBy: by,
    createdAt: at(days + 30),
    updatedBy: by,
    updatedAt: at(days),
  });
  return [
    row(
      'Staged analytics library',
      'equals',
      'https://www.acme-outdoors.com/static/js/analytics.min.js',
      'https://staging.acme-outdoors.com/static/js/analytics.min.js',
      12,
    ),
    row(
      'Tag manager container (QA)',
      'regex',
      '^https://www\\.googletagmanager\\.com/gtm\\.js\\?id=GTM-[A-Z0-9]+',
      'https://qa-cdn.acme-outdoors.com/gtm/gtm-qa.js',
      40,
      analyst!.id,
    ),
    row(
      'Consent banner preview',
      'equals',
      'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
      'https://qa-cdn.acme-outdoors.com/consent/otSDKStub-preview.js',
      3,
    ),
  ];
}

/** Remote file mappings: stored as served, stamped with who changed them and when. */
export const remoteFileMappingsMock = defineMockResource<'remote-file-mappings', Row>(
  'remote-file-mappings',
  {
    noun: 'Remote file mapping',
    store: (db) => resourceStore<Row>(db, 'remote-file-mappings', seed, 301),
    fromBody: (body, ctx, existing): Omit<RemoteFileMapping & Row, 'id'> => {
      const now = new Date().toISOString();
      return {
        ...body,
        fileId: body.fileId ?? existing?.fileId ?? null,
        accountId: ctx.db.account.id,
        createdBy: existing?.createdBy ?? ctx.user.id,
        createdAt: existing?.createdAt ?? now,
        updatedBy: ctx.user.id,
        updatedAt: now,
      };
    },
  },
);
