import type {
  Certificate,
  InitializedJourney,
  JourneyTag,
  ManualJourneyRun,
  RequestLog,
} from '@/api/manual-journeys/schemas';
import { vendorById } from '../db/run-data';
import type { Db } from '../db/types';
import { runActions } from './record';
import { manualStore } from './store';
import { vendorName } from './traffic';
import type { ManualRequestRow, ManualRunRow } from './types';

/** The root certificate devices trust for live sessions. */
export const defaultCertificate: Certificate = {
  id: 'live-connect-root-2026',
  name: 'Journey Live Connect Root CA 2026',
};

/** A run as the API serves it: labels joined, status as the reference's enumeration object, actions in order. */
export function manualRunView(db: Db, run: ManualRunRow): ManualJourneyRun {
  const store = manualStore(db);
  return {
    id: run.id,
    journeyId: run.journeyId,
    name: run.name,
    osOfDevice: run.osOfDevice,
    versionOfOs: run.versionOfOs,
    manageSSL: run.manageSSL,
    requestedAt: run.requestedAt,
    ...(run.startedAt ? { startedAt: run.startedAt } : {}),
    ...(run.completedAt ? { completedAt: run.completedAt } : {}),
    status: { value: run.state },
    labels: run.labelIds.flatMap((id) => {
      const label = db.labels.get(id);
      return label ? [{ id: label.id, name: label.name }] : [];
    }),
    ...(run.manageSSL ? { certificate: defaultCertificate } : {}),
    ...(run.proxy ? { proxyInfo: `${run.proxy.interface}:${run.proxy.port}` } : {}),
    ...(run.rules
      ? {
          rulesDetails: {
            globalRuleOverview: run.rules,
            actionRuleOverview: { passed: 0, failed: 0, broken: 0, notApplied: 0 },
          },
        }
      : {}),
    actions: runActions(store, run.id),
  };
}

/** What POST /v2/manual-journeys/{id} answers for a started live session. */
export function initializedView(run: ManualRunRow): InitializedJourney {
  const proxy = run.proxy!;
  return {
    journeyId: run.journeyId,
    runId: run.id,
    name: run.name,
    proxyInfo: {
      interface: proxy.interface,
      port: proxy.port,
      authorization: { login: proxy.login, password: proxy.password },
    },
    certificate: defaultCertificate,
  };
}

/** A filter as a test: a case-insensitive substring of the URL, where `*` stands for anything. */
function filterTest(filter: string): (url: string) => boolean {
  const pattern = filter
    .trim()
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(pattern);
  return (url) => regex.test(url.toLowerCase());
}

/** The requests of a run that pass its request filters (all of them when none is set). */
export function visibleRequests(db: Db, run: ManualRunRow): ManualRequestRow[] {
  const requests = manualStore(db).requests.get(run.id) ?? [];
  if (run.requestFilters.length === 0) return requests;
  const tests = run.requestFilters.map(filterTest);
  return requests.filter((request) => tests.some((test) => test(request.url)));
}

function hostAndPath(url: string): { host: string; path: string } {
  try {
    const parsed = new URL(url);
    return { host: parsed.host, path: `${parsed.pathname}${parsed.search}` };
  } catch {
    return { host: '', path: url };
  }
}

/** A request as the API serves it (RequestLog). */
export function requestLogView(row: ManualRequestRow): RequestLog {
  const { host, path } = hostAndPath(row.url);
  return {
    id: row.id,
    stepId: row.stepId,
    timestamp: row.timestamp,
    enabledSsl: row.url.toLowerCase().startsWith('https:'),
    journeyTagIds: row.tagIds.map(String),
    requestInfo: [
      { propName: 'url', propValue: row.url },
      { propName: 'method', propValue: row.method },
      { propName: 'host', propValue: host },
      { propName: 'path', propValue: path },
    ],
    responseInfo: [
      { propName: 'status', propValue: String(row.status) },
      { propName: 'mimeType', propValue: row.mimeType },
      { propName: 'size', propValue: String(row.size) },
      { propName: 'time', propValue: String(row.time) },
      ...(row.setCookies ?? []).map((value) => ({ propName: 'Set-Cookie', propValue: value })),
    ],
    requestLog: `${row.method} ${row.url} ${row.status}`,
  };
}

/** The tags detected in a run's (filtered) requests, in the order they first fired. */
export function runTags(db: Db, run: ManualRunRow): JourneyTag[] {
  const ids = [...new Set(visibleRequests(db, run).flatMap((request) => request.tagIds))];
  return ids.flatMap((tagId) => {
    const vendor = vendorById(tagId);
    if (!vendor) return [];
    return [
      {
        id: vendor.tagId,
        name: vendor.name,
        icon: `${vendor.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
        duplicateScoring: true,
        category: { id: vendor.categoryId, name: vendor.category },
        vendor: { id: vendor.vendorId, name: vendorName(vendor) },
        numVariables: Object.keys(vendor.variables).length,
      },
    ];
  });
}

/** A PEM text standing in for the default certificate's file. */
export function certificatePem(): string {
  const body = btoa(
    `${defaultCertificate.name} - ${defaultCertificate.id} - mock certificate, not for real use`,
  );
  const lines = body.match(/.{1,64}/g) ?? [];
  return ['-----BEGIN CERTIFICATE-----', ...lines, '-----END CERTIFICATE-----', ''].join('\n');
}
