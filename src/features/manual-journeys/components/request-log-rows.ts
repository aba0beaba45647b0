import type { JourneyTag, ManualAction, RequestLog, RequestLogProperty } from '@/api/manual-journeys/schemas';
import { tagAccountsIn } from '@/lib/tag-accounts';

/** One logged request, flattened for a table. */
export interface RequestRow {
  id: string;
  stepId: number;
  /** The step's name, when the run's actions are known. */
  step: string | undefined;
  timestamp: number;
  method: string;
  url: string;
  status: number | undefined;
  mimeType: string;
  size: number | undefined;
  time: number | undefined;
  /** Names of the tags detected in it. */
  tags: string[];
}

/** The value of a request or response property, by name in any case. */
export function prop(list: readonly RequestLogProperty[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  return list.find((item) => item.propName.toLowerCase() === wanted)?.propValue;
}

function number(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The URL of a logged request: its `url` property, else the URL in its log line. */
export function urlOf(log: RequestLog): string {
  return prop(log.requestInfo, 'url') ?? /\S+:\/\/\S+/.exec(log.requestLog)?.[0] ?? log.requestLog;
}

/** Requests as table rows, with step names and tag names joined. */
export function requestRows(
  logs: readonly RequestLog[],
  actions: readonly ManualAction[],
  tags: readonly JourneyTag[],
): RequestRow[] {
  const steps = new Map(actions.map((action) => [action.id, action.name]));
  const tagNames = new Map(tags.map((tag) => [String(tag.id), tag.name]));
  return logs.map((log) => ({
    id: log.id,
    stepId: log.stepId,
    step: steps.get(log.stepId),
    timestamp: log.timestamp,
    method: prop(log.requestInfo, 'method') ?? log.requestLog.split(' ')[0] ?? '',
    url: urlOf(log),
    status: number(prop(log.responseInfo, 'status')),
    mimeType: prop(log.responseInfo, 'mimeType') ?? '',
    size: number(prop(log.responseInfo, 'size')),
    time: number(prop(log.responseInfo, 'time')),
    tags: log.journeyTagIds.map((id) => tagNames.get(id) ?? `Tag ${id}`),
  }));
}

/** A detected tag with how many of the shown requests carry it and the accounts they name. */
export interface TagRow {
  tag: JourneyTag;
  requests: number;
  /** Account ids its requests carry (GTM-…, G-…), in the order first seen. */
  accounts: string[];
}

/** Each tag with the number of requests it appears in and the accounts those requests name. */
export function tagRows(logs: readonly RequestLog[], tags: readonly JourneyTag[]): TagRow[] {
  const seen = new Map<string, { requests: number; accounts: Set<string> }>();
  for (const log of logs) {
    for (const id of log.journeyTagIds) {
      const entry = seen.get(id) ?? { requests: 0, accounts: new Set<string>() };
      entry.requests += 1;
      for (const account of tagAccountsIn(urlOf(log))) entry.accounts.add(account);
      seen.set(id, entry);
    }
  }
  return tags.map((tag) => {
    const entry = seen.get(String(tag.id));
    return { tag, requests: entry?.requests ?? 0, accounts: [...(entry?.accounts ?? [])] };
  });
}
