import { harRunCreateSchema, type HarRunCreateRequest } from '@/api/manual-journeys/har';
import { parseHar, type HarDigest } from '@/lib/har';
import { MockHttpError } from '../lib/errors';
import { idParam, type Route } from '../lib/route';
import { addManualJourneyRun, journeyOf, type ManualRequestInput } from '../manual-journeys/runs';

/** The mock accepts http://localhost and http://127.0.0.1 webhooks so a local receiver can be tried. */
const webhook = { allowLocalHttp: true };

type Issue = { path: string[]; message: string; code: string };

function invalid(issues: Issue[], details: string): never {
  throw new MockHttpError(400, issues[0]!.message, details, { valid: false, issues });
}

/** Every file parsed and checked as the browser checks it; 400 naming each file that is not a HAR. */
function readFiles(files: HarRunCreateRequest['harFiles']): { name: string; har: HarDigest }[] {
  const issues: Issue[] = [];
  const read = files.flatMap((file, index) => {
    const name = file.name?.trim() || file.s3Key;
    const path = ['harFiles', String(index), 'content'];
    if (file.content === undefined) {
      issues.push({
        path,
        message: `${name}: send the file's text in content (this service has no file storage to read ${file.s3Key} from)`,
        code: 'missing_content',
      });
      return [];
    }
    const check = parseHar(name, file.content);
    if (!check.ok) {
      issues.push({ path, message: check.message, code: 'invalid_har' });
      return [];
    }
    return [{ name, har: check.har }];
  });
  if (issues.length) invalid(issues, `${issues.length} of ${files.length} uploaded files could not be used`);
  return read;
}

/** The run's requests: every file's entries, grouped into steps by page (or by file when it has no pages). */
function runRequests(files: { name: string; har: HarDigest }[]): ManualRequestInput[] {
  return files.flatMap(({ name, har }) =>
    har.requests.map((request) => ({
      url: request.url,
      method: request.method,
      status: request.status,
      mimeType: request.mimeType,
      size: request.size,
      time: request.time,
      startedAt: request.startedAt,
      step: request.page ? (files.length > 1 ? `${name}: ${request.page}` : request.page) : name,
      ...(request.setCookies ? { setCookies: request.setCookies } : {}),
    })),
  );
}

function defaultName(files: { name: string }[]): string {
  const first = files[0]!.name.replace(/\.har$/i, '');
  return files.length > 1 ? `${first} and ${files.length - 1} more` : first;
}

/** POST /v2/manual-journeys/{manualJourneyId}/har-runs: a completed run from uploaded HAR files, answered by its id. */
export const harRunHandlers = (route: Route) => [
  route(
    'post',
    '/v2/manual-journeys/{manualJourneyId}/har-runs',
    { body: harRunCreateSchema(webhook) },
    ({ db, body, params }) => {
      const journey = journeyOf(db, idParam({ params }, 'manualJourneyId', 'Manual journey'));
      const files = readFiles(body.harFiles);
      const run = addManualJourneyRun(db, journey.id, {
        name: body.journeyRunName || defaultName(files),
        requests: runRequests(files),
        source: 'har',
      });
      return run.id;
    },
  ),
];
