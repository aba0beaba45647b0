import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import type { Audit } from '@/api/audits/schemas';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { NewAuditForm } from '../new/components/NewAuditForm';
import { PartsProgress } from '../new/components/PartsProgress';
import { useAuditParts } from '../new/components/use-audit-parts';
import { copyParts, labelsPart, type AuditPart } from '../new/audit-parts';
import { paths } from '@/lib/routes';
import { parseId, parseRouteSearch } from '@/lib/routes/params';

/** The audit id of `?from=` (the audit to duplicate): undefined without one, NaN when it is no id. */
function sourceIdOf(params: URLSearchParams): number | undefined {
  const { from } = parseRouteSearch('newAudit', params);
  return from === undefined ? undefined : (parseId(from) ?? Number.NaN);
}

/**
 * `/audits/new` (and `/audits/new?from=:auditId` to duplicate): the new-audit form; once the audit
 * exists, its labels and (for a duplicate) its source's settings are applied with their progress
 * shown. A new audit then opens on its overview; a duplicate's progress stays until it is opened.
 */
export function NewAuditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sourceId = sourceIdOf(params);
  const duplicating = sourceId !== undefined;
  const source = useQuery({
    ...auditQueries.detail(sourceId ?? 0),
    enabled: duplicating && !Number.isNaN(sourceId),
  });
  const [created, setCreated] = useState<Audit>();
  const parts = useAuditParts();

  const onCreated = (audit: Audit, labelIds: number[]) => {
    const list: AuditPart[] = [
      ...(labelIds.length ? [labelsPart(audit.id, labelIds)] : []),
      ...(source.data ? copyParts(source.data.id, audit.id) : []),
    ];
    setCreated(audit);
    void parts.start(list);
  };

  // A new audit opens on its overview once everything was saved (the form, and its leave guard, are gone).
  const open = created && !duplicating && !parts.running && parts.allDone ? created.id : undefined;
  useEffect(() => {
    if (open !== undefined) void navigate(paths.audit({ auditId: open }), { replace: true });
  }, [open, navigate]);

  const title = duplicating ? 'Duplicate audit' : 'New audit';
  const sourceName = source.data?.name;
  return (
    <Page
      title={title}
      description={
        sourceName
          ? `A new audit with the settings of “${sourceName}”; its actions, login actions, blocking, URL filters, rules and consent categories are copied once it is created.`
          : 'Name it, say where it starts and where it goes; everything else can be set up once it exists.'
      }
      breadcrumbs={[
        { label: 'Audits', to: paths.audits() },
        ...(sourceName && sourceId ? [{ label: sourceName, to: paths.audit({ auditId: sourceId }) }] : []),
        { label: title },
      ]}
    >
      {created ? (
        <PartsProgress
          audit={created}
          entries={parts.entries}
          running={parts.running}
          onRetry={() => void parts.retryFailed()}
          done={duplicating ? 'Copied' : 'Saved'}
        />
      ) : !duplicating ? (
        <NewAuditForm onCreated={onCreated} />
      ) : Number.isNaN(sourceId) ? (
        <ErrorPanel
          error={new Error(`"${params.get('from') ?? ''}" is not an audit id.`)}
          title="Nothing to duplicate"
        />
      ) : source.data ? (
        // Kept once read, even if a later refetch fails: nothing typed is lost.
        <NewAuditForm key={source.data.id} source={source.data} onCreated={onCreated} />
      ) : (
        <QueryView
          query={source}
          errorTitle="Could not load the audit to duplicate"
          loading={<Skeleton height={420} radius="md" />}
        >
          {() => null}
        </QueryView>
      )}
    </Page>
  );
}
