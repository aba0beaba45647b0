import type { JourneyTag, ManualAction, RequestLog, RequestLogProperty } from '@/api/manual-journeys/schemas';

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

function prop(list: readonly RequestLogProperty[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  return list.find((item) => item.propName.toLowerCase() === wanted)?.propValue;
}

function number(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The URL of a logged request: its `url` property, else the URL in its log line. */
function urlOf(log: RequestLog): string {
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

/** How many requests each tag (by id) appears in. */
export function requestsPerTag(logs: readonly RequestLog[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const log of logs) for (const id of log.journeyTagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
