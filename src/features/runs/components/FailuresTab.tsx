import { Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditQueries } from '@/api/audits/queries';
import { runQueries } from '@/api/runs/queries';
import { QueryView } from '@/components/feedback/QueryView';
import type { RunTabProps } from '../run-tabs';
import { FailuresReport } from './FailuresReport';

/** The run's failure report: pre-audit actions, on-page actions and starting URLs (named from the audit's). */
export function FailuresTab({ auditId, runId }: RunTabProps) {
  const query = useQuery(runQueries.failures(auditId, runId));
  const startingUrls = useQuery(auditQueries.detail(auditId)).data?.startingUrls;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Failures
      </Title>
      <QueryView
        query={query}
        errorTitle="Could not load the failure report"
        loading={<Skeleton height={240} radius="md" />}
      >
        {(report) => <FailuresReport report={report} startingUrls={startingUrls} />}
      </QueryView>
    </Stack>
  );
}
