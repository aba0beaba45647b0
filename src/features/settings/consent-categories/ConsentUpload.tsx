import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { tagQueries } from '@/api/tags/queries';
import {
  consentUploadAnswerSchema,
  consentUploadPreviewSchema,
  type ConsentUploadPreview,
} from '@/api/consent-categories/config-schemas';
import { describeProblem, type ConsentFileCategory } from '@/api/consent-categories/file-format';
import { consentFileProblem, readConsentFile } from '@/api/consent-categories/file-read';
import { labelQueries } from '@/api/labels/queries';
import { consentCategories } from '@/api/resources/consent-categories';
import { resourceQueries } from '@/api/resources/client';
import { serverIssues } from '@/components/form/server-issues';
import { LeaveGuard } from '@/components/form/LeaveGuard';
import { useOperationMutation } from '../shared/use-operation';
import { UploadPreview, type UploadChoice } from './UploadPreview';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** Where an upload stands: nothing yet, a file refused, a preview to confirm, or applied. */
type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'refused'; fileName: string; problems: string[]; error?: unknown }
  | { kind: 'preview'; fileName: string; preview: ConsentUploadPreview; categories: ConsentFileCategory[] }
  | { kind: 'applied'; fileName: string; names: string[] };

/**
 * Bulk import from a CMP export: a csv or xlsx file of at most 1 MB is checked and read here
 * (a wrong type, an oversize file or malformed rows are named, with the row), then previewed by
 * the service; nothing changes until the preview is applied.
 */
export function ConsentUpload() {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [choices, setChoices] = useState<Record<string, UploadChoice>>({});
  const reset = useRef<() => void>(null);
  const tags = useQuery(tagQueries.list());
  const library = useQuery(resourceQueries(consentCategories).list());
  const labels = useQuery(labelQueries.list());
  const previewFile = useOperationMutation(consentCategories, 'uploadPreview');
  const apply = useOperationMutation(consentCategories, 'upload');

  const read = async (file: File) => {
    setStage({ kind: 'reading', fileName: file.name });
    const problem = consentFileProblem(file.name, file.size);
    if (problem) return setStage({ kind: 'refused', fileName: file.name, problems: [problem] });
    const known = new Set(tags.data?.map((tag) => tag.id));
    const result = await readConsentFile(file.name, new Uint8Array(await file.arrayBuffer()), {
      tagExists: tags.data ? (tagId) => known.has(tagId) : undefined,
      existingType: (name) =>
        library.data?.find((row) => row.name.toLowerCase() === name.toLowerCase())?.type,
    });
    if (!result.ok)
      return setStage({
        kind: 'refused',
        fileName: file.name,
        problems: result.problems.map(describeProblem),
      });
    const body = new FormData();
    body.append('upload', file, file.name);
    try {
      const preview = consentUploadPreviewSchema.parse(await previewFile.mutateAsync({ body }));
      setChoices(
        Object.fromEntries(
          preview.results.map((found) => [
            found.consentCategoryName,
            { include: true, labels: (found.labels ?? []).map((label) => label.id) },
          ]),
        ),
      );
      setStage({ kind: 'preview', fileName: file.name, preview, categories: result.categories });
    } catch (error) {
      setStage({
        kind: 'refused',
        fileName: file.name,
        problems: serverIssues(error).map((issue) => issue.message),
        error,
      });
    }
  };

  const confirm = async (current: Extract<Stage, { kind: 'preview' }>) => {
    const chosen = current.preview.results.filter((found) => choices[found.consentCategoryName]?.include);
    const answer = await apply.mutateAsync({
      body: {
        fileId: current.preview.fileId,
        consentCategories: chosen.map((found) => ({
          consentCategoryName: found.consentCategoryName,
          ...(found.consentCategoryId ? { consentCategoryId: found.consentCategoryId } : {}),
          labels: choices[found.consentCategoryName]?.labels ?? [],
        })),
      },
    });
    const applied = consentUploadAnswerSchema.parse(answer);
    setStage({
      kind: 'applied',
      fileName: current.fileName,
      names: applied.map((category) => category.name),
    });
  };

  const busy = stage.kind === 'reading' || apply.isPending;
  const included =
    stage.kind === 'preview'
      ? stage.preview.results.filter((r) => choices[r.consentCategoryName]?.include)
      : [];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A csv or xlsx file of at most 1 MB, one row per cookie, tag or request domain, with the columns
        “Consent category”, “Category type” (approved or unapproved) and “Item type” (cookie, tag or request
        domain), then Name, Name match, Domain, Domain match, Tag ID, Tag accounts, Location IDs and
        Description. An export of the categories has exactly this layout.
      </Text>
      <Group>
        <FileButton
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          resetRef={reset}
          disabled={busy}
          inputProps={{ 'aria-label': 'Consent category file' }}
          onChange={(file) => {
            if (file) void read(file);
            reset.current?.();
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconFileUpload size={16} aria-hidden />}
              loading={busy}
            >
              Choose a csv or xlsx file
            </Button>
          )}
        </FileButton>
      </Group>
      {stage.kind === 'refused' && stage.error !== undefined && (
        <ErrorPanel
          error={stage.error}
          title={`${stage.fileName} was not accepted`}
          change
          report={stage.problems}
          note="Nothing was changed. Correct the file and choose it again."
        />
      )}
      {stage.kind === 'refused' && stage.error === undefined && (
        <Alert color="red" variant="light" role="alert" title={`${stage.fileName} was not accepted`}>
          <List size="sm">
            {stage.problems.map((problem, index) => (
              <List.Item key={index}>{problem}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed" mt={4}>
            Nothing was changed. Correct the file and choose it again.
          </Text>
        </Alert>
      )}
      {stage.kind === 'preview' && (
        <Stack gap="sm">
          <Text size="sm" fw={500} aria-live="polite">
            Preview of {stage.fileName}: {stage.preview.results.length} categories. Nothing is changed until
            you apply it.
          </Text>
          <UploadPreview
            preview={stage.preview}
            categories={stage.categories}
            choices={choices}
            onChange={(name, choice) => setChoices((current) => ({ ...current, [name]: choice }))}
            labels={labels.data ?? []}
            disabled={busy}
          />
          {apply.isError && <ErrorPanel error={apply.error} title="The file was not applied" change />}
          <Group>
            <Button
              onClick={() => void confirm(stage).catch(() => undefined)}
              loading={apply.isPending}
              disabled={apply.isPending || included.length === 0}
            >
              Apply to {included.length} {included.length === 1 ? 'category' : 'categories'}
            </Button>
            <Button variant="default" disabled={apply.isPending} onClick={() => setStage({ kind: 'idle' })}>
              Discard
            </Button>
          </Group>
        </Stack>
      )}
      {stage.kind === 'preview' && !apply.isPending && (
        <LeaveGuard what={`the preview of ${stage.fileName}`} />
      )}
      {stage.kind === 'applied' && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          title={`${stage.fileName} applied`}
          icon={<IconCheck aria-hidden />}
        >
          Updated {stage.names.length} {stage.names.length === 1 ? 'category' : 'categories'}:{' '}
          {stage.names.join(', ')}.
        </Alert>
      )}
    </Stack>
  );
}
