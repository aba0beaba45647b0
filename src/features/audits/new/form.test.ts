import { describe, expect, it } from 'vitest';
import type { Audit } from '@/api/audits/schemas';
import { ApiError } from '@/api/errors';
import {
  blankAuditValues,
  copyName,
  copyValues,
  newAuditBody,
  newAuditFieldIssues,
  newAuditSchema,
  type NewAuditValues,
} from './form';

const values: NewAuditValues = {
  ...blankAuditValues,
  name: '  Shop checkout ',
  startingUrls: 'https://shop.example/\n\nhttps://shop.example/cart\nhttps://shop.example/',
  frequency: 'weekly',
  location: 'eu-west',
  userAgent: 'Chrome',
  limit: 250,
  folderId: '3',
  domainId: '204',
  labelIds: ['11'],
};

const source = {
  id: 1001,
  name: 'Acme — Homepage',
  domainId: 201,
  folderId: 1,
  ownerId: 101,
  created: '2026-01-01T00:00:00Z',
  lastUpdated: '2026-01-01T00:00:00Z',
  frequency: 'daily',
  limit: 500,
  queued: false,
  recipients: ['qa@example.com'],
  startingUrls: ['https://www.example.com/', 'https://www.example.com/shop'],
  labels: [{ id: 12, name: 'GDPR' }],
  runs: [],
  options: {
    fireTags: false,
    loadFlash: false,
    location: 'us-east',
    requestRate: 5,
    stripQueryString: true,
    userAgent: 'Safari',
    browserWidth: 1440,
    webHookUrl: 'https://hooks.example.com/done',
  },
} satisfies Audit;

describe('newAuditSchema', () => {
  it('reports every bad starting URL at its line', () => {
    const result = newAuditSchema.safeParse({
      ...values,
      startingUrls: 'https://ok.example/\nnope\n\nftp://x',
    });
    expect(result.success).toBe(false);
    expect(
      result.error!.issues.filter((issue) => issue.path[0] === 'startingUrls').map((i) => i.message),
    ).toEqual(['Line 2: “nope” is not an http(s) address', 'Line 4: “ftp://x” is not an http(s) address']);
  });

  it('asks for a starting URL, a folder and a sub-folder', () => {
    const result = newAuditSchema.safeParse({ ...values, startingUrls: '\n', folderId: '', domainId: '' });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({
      startingUrls: 'Enter at least one starting URL',
      folderId: 'Choose a folder',
      domainId: 'Choose a sub-folder',
    });
  });

  it('applies the settings form’s webhook rule', () => {
    const result = newAuditSchema.safeParse({ ...values, webHookUrl: 'http://hooks.example.com/' });
    expect(result.error!.issues[0]).toMatchObject({ path: ['webHookUrl'] });
  });
});

describe('newAuditBody', () => {
  it('sends each starting URL once, the chosen sub-folder and default options, and no empty webhook', () => {
    expect(newAuditBody(values)).toEqual({
      name: 'Shop checkout',
      domainId: 204,
      limit: 250,
      startingUrls: ['https://shop.example/', 'https://shop.example/cart'],
      recipients: [],
      frequency: 'weekly',
      options: {
        fireTags: true,
        loadFlash: false,
        requestRate: 2,
        stripQueryString: false,
        location: 'eu-west',
        userAgent: 'Chrome',
      },
    });
  });

  it('keeps a copy’s recipients and options, with the form’s browser, location and webhook', () => {
    const body = newAuditBody({ ...copyValues(source), location: 'uk-south', webHookUrl: '' }, source);
    expect(body.recipients).toEqual(['qa@example.com']);
    expect(body.options).toEqual({
      fireTags: false,
      loadFlash: false,
      requestRate: 5,
      stripQueryString: true,
      browserWidth: 1440,
      location: 'uk-south',
      userAgent: 'Safari',
    });
  });
});

describe('copyValues', () => {
  it('prefills everything from the source, named as a copy', () => {
    expect(copyValues(source)).toEqual({
      name: 'Copy of Acme — Homepage',
      startingUrls: 'https://www.example.com/\nhttps://www.example.com/shop',
      frequency: 'daily',
      location: 'us-east',
      userAgent: 'Safari',
      limit: 500,
      webHookUrl: 'https://hooks.example.com/done',
      folderId: '1',
      domainId: '201',
      labelIds: ['12'],
    });
    expect(copyName('x'.repeat(300))).toHaveLength(255);
  });
});

describe('newAuditFieldIssues', () => {
  it('places the server’s validation report at the fields, a starting URL at the line it was typed on', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      message: 'The request was not valid',
      validationReport: {
        issues: [
          { path: ['limit'], message: 'The page limit of this account is 10000' },
          { path: ['startingUrls', '1'], message: 'This host cannot be reached' },
          { path: ['options', 'webHookUrl'], message: 'Unreachable' },
          { path: ['domainId'], message: 'Sub-folder 204 does not exist' },
          { path: ['schedule'], message: 'Not shown at a field' },
        ],
      },
    });
    expect(newAuditFieldIssues(error, values)).toEqual([
      { field: 'limit', message: 'The page limit of this account is 10000' },
      { field: 'startingUrls', message: 'Line 3: This host cannot be reached' },
      { field: 'webHookUrl', message: 'Unreachable' },
      { field: 'domainId', message: 'Sub-folder 204 does not exist' },
    ]);
    expect(newAuditFieldIssues(new Error('offline'), values)).toEqual([]);
  });
});
