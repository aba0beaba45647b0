import type { UseMutationOptions } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { HAR_MAX_FILES } from '@/lib/har';
import { webhookUrlProblem, type WebhookUrlOptions } from '@/lib/webhook-url';
import { request } from '../client';
import { manualJourneyQueries } from './queries';
import { manualJourneyRunSchema, type ManualJourneyRun } from './schemas';

/** The prefix of `s3Key` for a file whose content travels in the request itself. */
export const INLINE_HAR_KEY_PREFIX = 'inline/';

/** One uploaded HAR file (UploadedHarFile), with its text in `content`. */
const uploadedHarFileSchema = z.object({
  name: z.optional(
    z.string().check(z.maxLength(255, { error: 'Use a file name of at most 255 characters' })),
  ),
  s3Key: z.string().check(z.minLength(1, { error: 'Give the file’s storage key' })),
  /** The file's text; the spec offers no storage upload, so it is sent with the request. */
  content: z.optional(z.string()),
});

/** Body of POST /v2/manual-journeys/{manualJourneyId}/har-runs (HarJourneyRunCreateRequest). */
export function harRunCreateSchema(webhook: WebhookUrlOptions = {}) {
  return z.object({
    harFiles: z
      .array(uploadedHarFileSchema)
      .check(z.minLength(1, { error: 'Add at least one HAR file' }))
      .check(z.maxLength(HAR_MAX_FILES, { error: `Upload at most ${HAR_MAX_FILES} HAR files at a time` })),
    journeyRunName: z.optional(
      z
        .string()
        .check(z.trim())
        .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
    ),
    webhookUrl: z.optional(z.string().check(z.trim())).check(
      z.superRefine((value, ctx) => {
        const problem = value === undefined ? undefined : webhookUrlProblem(value, webhook);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  });
}
export type HarRunCreateRequest = z.infer<ReturnType<typeof harRunCreateSchema>>;

/** What POST …/har-runs answers: the id of the run it created. */
export const harRunIdSchema = z.int().check(z.positive());

/** Where an upload is: reading the files, sending them, or opening the run the service made. */
export type HarUploadProgress =
  | { stage: 'reading'; fileName: string; done: number; total: number }
  | { stage: 'sending'; files: number; bytes: number }
  | { stage: 'opening'; runId: number };

/** What the upload takes: the checked files, an optional run name and webhook address. */
export interface HarUploadInput {
  files: readonly File[];
  journeyRunName?: string;
  webhookUrl?: string;
  onProgress?: (progress: HarUploadProgress) => void;
  signal?: AbortSignal;
}

/** Five minutes: a large upload on a slow link takes longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Create a run of a manual journey from HAR files: POST …/har-runs with the files' text, then
 * read the run it answers the id of (GET …/runs/{runId}).
 */
export async function uploadHarRun(journeyId: number, input: HarUploadInput): Promise<ManualJourneyRun> {
  const { files, onProgress, signal } = input;
  const harFiles: HarRunCreateRequest['harFiles'] = [];
  for (const [index, file] of files.entries()) {
    onProgress?.({ stage: 'reading', fileName: file.name, done: index, total: files.length });
    signal?.throwIfAborted();
    harFiles.push({
      name: file.name,
      s3Key: `${INLINE_HAR_KEY_PREFIX}${index + 1}/${file.name}`,
      content: await file.text(),
    });
  }
  const body: HarRunCreateRequest = {
    harFiles,
    ...(input.journeyRunName?.trim() ? { journeyRunName: input.journeyRunName.trim() } : {}),
    ...(input.webhookUrl?.trim() ? { webhookUrl: input.webhookUrl.trim() } : {}),
  };
  onProgress?.({
    stage: 'sending',
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
  });
  const runId = await request(`/v2/manual-journeys/${journeyId}/har-runs`, {
    method: 'POST',
    body,
    schema: harRunIdSchema,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  onProgress?.({ stage: 'opening', runId });
  return request(`/v2/manual-journeys/${journeyId}/runs/${runId}`, {
    schema: manualJourneyRunSchema,
    signal,
  });
}

/** Mutation options for HAR runs. */
export const harRunMutations = {
  /** POST /v2/manual-journeys/{manualJourneyId}/har-runs, answering the new run. */
  upload: (journeyId: number): UseMutationOptions<ManualJourneyRun, Error, HarUploadInput> => ({
    mutationFn: (input) => uploadHarRun(journeyId, input),
    meta: { invalidates: [[...manualJourneyQueries.detail(journeyId), 'runs', 'list']] },
  }),
};
