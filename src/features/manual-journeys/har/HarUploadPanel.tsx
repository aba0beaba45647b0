import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from '@/lib/zod';
import { harRunMutations, type HarUploadProgress } from '@/api/manual-journeys/har';
import type { ManualJourneyRun } from '@/api/manual-journeys/schemas';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { webhookUrlProblem } from '@/lib/webhook-url';
import { HarDropZone } from './HarDropZone';
import { HarFileList } from './HarFileList';
import { UploadProgress } from './UploadProgress';
import { useHarFiles, type PickedHar } from './useHarFiles';
import { paths } from '@/lib/routes';

const fieldsSchema = z.object({
  journeyRunName: z
    .string()
    .check(z.trim())
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  webhookUrl: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = webhookUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
});
type Fields = z.infer<typeof fieldsSchema>;

interface HarUploadPanelProps {
  manualJourneyId: number;
  /** Called with the new run; without it the panel opens the run's page itself. */
  onUploaded?: (run: ManualJourneyRun) => void;
}

/** Why the chosen files cannot be uploaded yet, or undefined when they can. */
function blocker(files: ReturnType<typeof useHarFiles>): string | undefined {
  if (files.items.length === 0) return 'Choose at least one HAR file';
  if (files.batchProblem) return files.batchProblem;
  if (files.invalid.length) {
    const names = files.invalid.map((item: PickedHar) => item.file.name).join(', ');
    return `Remove the file${files.invalid.length === 1 ? '' : 's'} with problems before uploading: ${names}`;
  }
  if (files.checking) return 'Wait until every file is checked';
  return undefined;
}

function defaultRunName(items: readonly PickedHar[]): string {
  const first = items[0]?.file.name.replace(/\.har$/i, '');
  if (!first) return 'Named after the first file';
  return items.length > 1 ? `${first} and ${items.length - 1} more` : first;
}

/**
 * Create a run of a manual journey from HAR files: pick or drop them, see each file's check
 * (HAR 1.2 structure, type and size) before anything is sent, follow the upload's progress, then
 * open the run the service made from their requests.
 */
export function HarUploadPanel({ manualJourneyId, onUploaded }: HarUploadPanelProps) {
  const navigate = useNavigate();
  const files = useHarFiles();
  const [progress, setProgress] = useState<HarUploadProgress>();
  const [attempted, setAttempted] = useState(false);
  const abort = useRef<AbortController>(null);
  const upload = useMutation(harRunMutations.upload(manualJourneyId));
  const form = useForm<Fields>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { journeyRunName: '', webhookUrl: '' },
  });
  const problem = blocker(files);

  const send = (fields: Fields) => {
    setAttempted(true);
    if (problem) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(undefined);
    upload.mutate(
      {
        files: files.items.map((item) => item.file),
        journeyRunName: fields.journeyRunName,
        webhookUrl: fields.webhookUrl,
        onProgress: setProgress,
        signal: controller.signal,
      },
      {
        onSuccess: (run) => {
          files.clear();
          form.reset();
          setAttempted(false);
          if (onUploaded) onUploaded(run);
          else void navigate(paths.manualJourneyRun({ manualJourneyId, runId: run.id }));
        },
      },
    );
  };
  const submit = (event?: FormEvent) => void form.handleSubmit(send)(event);

  const cancel = () => {
    abort.current?.abort();
    upload.reset();
    setProgress(undefined);
  };

  const busy = upload.isPending;
  const showProblem = problem && (attempted || files.invalid.length > 0 || files.batchProblem);

  return (
    <form onSubmit={submit} noValidate aria-label="Upload HAR files">
      <Stack gap="sm">
        <HarDropZone onFiles={files.add} disabled={busy} />
        {files.items.length > 0 && (
          <HarFileList items={files.items} onRemove={files.remove} disabled={busy} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Run name"
            description="Optional"
            placeholder={defaultRunName(files.items)}
            disabled={busy}
            error={form.formState.errors.journeyRunName?.message}
            {...form.register('journeyRunName')}
          />
          <TextInput
            label="Webhook URL"
            description="Optional: an https:// address told when the run is ready"
            placeholder="https://"
            disabled={busy}
            error={form.formState.errors.webhookUrl?.message}
            {...form.register('webhookUrl')}
          />
        </SimpleGrid>
        {showProblem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        {busy ? (
          <UploadProgress progress={progress} onCancel={cancel} />
        ) : (
          <Group>
            <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />}>
              Upload and create run
            </Button>
          </Group>
        )}
        {upload.isError && (
          <ErrorPanel error={upload.error} title="Could not create the run" onRetry={() => submit()} />
        )}
      </Stack>
    </form>
  );
}
