import type { CookieWrite, JourneyActionRow } from '../types';

/** One request a step made, before it is written out as a HAR entry. */
export interface SimRequest {
  url: string;
  method: 'GET' | 'POST';
  status: number;
  mimeType: string;
  size: number;
  /** Offset from the step's start, then absolute once the run is laid out (ms). */
  startedAt: number;
  time: number;
  resourceType: 'document' | 'stylesheet' | 'script' | 'xhr' | 'image';
  tagId?: number;
  /** Why the browser did not send it (blocking configuration). */
  blocked?: 'tag_id' | 'tag_category';
  /** `Set-Cookie` headers of the response. */
  setCookies: string[];
}

/** One console message of a step. */
export interface SimLog {
  message: string;
  level: 'SEVERE' | 'WARNING' | 'INFO' | 'FINE';
  source: string;
  timestamp: number;
}

/** What one action of a run did. */
export interface SimStep {
  sequence: number;
  action: JourneyActionRow;
  startedAt: number;
  durationMs: number;
  success: boolean;
  failureMessage?: string;
  failureType?: string;
  startUrl?: string;
  finishUrl?: string;
  /** The page the step loaded, when it navigated. */
  page?: { url: string; statusCode: number; loadtime: number; size: number };
  requests: SimRequest[];
  writes: CookieWrite[];
  logs: SimLog[];
}
