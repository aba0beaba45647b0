import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initSession, signIn, signOut } from '../session';
import { exportDownload, fetchExportFile } from './download';
import type { ExportItem } from './schemas';

/** The page the dashboard runs on (the production server's origin). */
const DASHBOARD = 'https://dashboard.example.com';
const SERVICE = 'https://api.example.com';
const UUID = '550e8400-e29b-41d4-a716-446655440000';
const KEY = 'export-key-7d2';

const item = (exportDownloadLink: string, exportStatus = 'completed'): ExportItem => ({
  exportId: 12,
  dateExported: '2026-11-20T10:00:00Z',
  exportType: 'grid',
  specificExportType: 'CSV',
  exportName: 'Cookies',
  requestedByUserId: 1,
  exportStatus,
  exportDownloadLink,
});

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  vi.stubGlobal('location', new URL(`${DASHBOARD}/exports`));
  initSession({ baseUrl: '' });
});
afterEach(() => {
  server.resetHandlers();
  signOut();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const useService = (baseUrl: string) => signIn({ apiKey: KEY, baseUrl, remember: false });

describe('exportDownload with the service called directly (an absolute base URL)', () => {
  it('fetches a link on the service’s address with the key, and opens any other http(s) link as it is', () => {
    useService(SERVICE);
    expect(exportDownload(item(`${SERVICE}/v3/exports/${UUID}?part=1`))).toEqual({
      kind: 'service',
      path: `/v3/exports/${UUID}?part=1`,
    });
    expect(exportDownload(item('https://files.example.com/signed/abc?sig=1'))).toEqual({
      kind: 'external',
      href: 'https://files.example.com/signed/abc?sig=1',
    });
    // The service's address is known: the same path on another host is not the service.
    expect(exportDownload(item(`https://evil.example/v3/exports/${UUID}`))).toEqual({
      kind: 'external',
      href: `https://evil.example/v3/exports/${UUID}`,
    });
  });

  it('keeps the service’s base path', () => {
    useService(`${SERVICE}/base`);
    expect(exportDownload(item(`${SERVICE}/base/v3/exports/${UUID}`))).toEqual({
      kind: 'service',
      path: `/v3/exports/${UUID}`,
    });
    expect(exportDownload(item(`${SERVICE}/other/v3/exports/${UUID}`))?.kind).toBe('external');
  });
});

describe('exportDownload behind npm run serve (base URL /api on this origin)', () => {
  it('calls the service’s download operation through /api, whatever host its link names', () => {
    useService('/api');
    for (const link of [
      `${SERVICE}/v3/exports/${UUID}`,
      `http://127.0.0.1:8787/v3/exports/${UUID}`,
      `${DASHBOARD}/api/v3/exports/${UUID}`,
    ]) {
      expect(exportDownload(item(link)), link).toEqual({ kind: 'service', path: `/v3/exports/${UUID}` });
    }
  });

  it('opens a pre-signed link elsewhere without the key, and offers nothing for unsafe or unfinished ones', () => {
    useService('/api');
    expect(exportDownload(item('https://files.example.com/signed/abc?sig=1'))).toEqual({
      kind: 'external',
      href: 'https://files.example.com/signed/abc?sig=1',
    });
    expect(exportDownload(item(`${SERVICE}/v3/exports/${UUID}/../../v2/account`))?.kind).toBe('external');
    expect(exportDownload(item('javascript:alert(document.domain)'))).toBeUndefined();
    expect(exportDownload(item(`/v3/exports/${UUID}`))).toBeUndefined();
    expect(exportDownload(item(`${SERVICE}/v3/exports/${UUID}`, 'in_progress'))).toBeUndefined();
  });

  it('sends the key only to this origin’s /api, which forwards to the service', async () => {
    useService('/api');
    const download = exportDownload(item(`http://127.0.0.1:8787/v3/exports/${UUID}`));
    expect(download?.kind).toBe('service');
    // Node's fetch needs an absolute address: the same base, spelled with this page's origin.
    useService(`${DASHBOARD}/api`);
    let authorization: string | null = null;
    server.use(
      http.get(`${DASHBOARD}/api/v3/exports/${UUID}`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('Cookie,Party\n_ga,first\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="cookies.csv"',
          },
        });
      }),
    );
    const file = await fetchExportFile(download?.kind === 'service' ? download.path : '');
    expect(authorization).toBe(KEY);
    expect(file.fileName).toBe('cookies.csv');
    expect(await file.blob.text()).toBe('Cookie,Party\n_ga,first\n');
  });
});
