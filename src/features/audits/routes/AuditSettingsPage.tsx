import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { folderQueries } from '@/api/folders/queries';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { NavItem } from '@/components/navigation/NavItem';
import { Page } from '@/components/page/Page';
import { isSettingsSection, settingsSectionIds, settingsSections } from '../config/sections';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';

/** `/audits/:auditId/settings/:section`: one section of an audit's settings, chosen from a side list. */
export function AuditSettingsPage() {
  const params = useParams();
  const { auditId: rawId = '', section } = params;
  const parsed = parseRouteParams('auditSettings', params);
  const valid = parsed !== undefined;
  const auditId = parsed?.auditId ?? 0;
  const audit = useQuery({ ...auditQueries.detail(auditId), enabled: valid });
  const folders = useQuery(folderQueries.list());

  if (!valid) {
    return (
      <Page title="Audit not found" breadcrumbs={[{ label: 'Audits', to: paths.audits() }]}>
        <ErrorPanel error={new Error(`"${rawId}" is not an audit id.`)} title="Audit not found" />
      </Page>
    );
  }
  if (!section) return <Navigate to={paths.auditSettings({ auditId, section: 'general' })} replace />;

  const auditName = audit.data?.name ?? `Audit ${auditId}`;
  const folder = folders.data?.find((item) => item.id === audit.data?.folderId);
  const current = isSettingsSection(section) ? settingsSections[section] : undefined;

  return (
    <Page
      title={
        audit.data
          ? `Settings: ${audit.data.name}`
          : audit.isError
            ? 'Audit settings'
            : 'Loading audit settings…'
      }
      breadcrumbs={[
        { label: 'Audits', to: paths.audits() },
        ...(folder ? [{ label: folder.name, to: paths.audits({ folder: folder.id }) }] : []),
        { label: auditName, to: paths.audit({ auditId }) },
        { label: 'Settings' },
      ]}
    >
      {audit.isError ? (
        <ErrorPanel
          error={audit.error}
          title="Could not load this audit"
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="md" p={4} component="nav" aria-label="Settings sections">
              {settingsSectionIds.map((id) => (
                <NavItem
                  key={id}
                  to={paths.auditSettings({ auditId, section: id })}
                  label={settingsSections[id].label}
                  current={id === section}
                />
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {current ? (
              <Stack gap="xs">
                <div>
                  <Title order={2} size="h3">
                    {current.label}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {current.description}
                  </Text>
                </div>
                <current.Component key={`${auditId}:${section}`} auditId={auditId} />
              </Stack>
            ) : (
              <ErrorPanel
                error={new Error(`There is no "${section}" section. Choose one from the list.`)}
                title="Unknown settings section"
              />
            )}
          </Grid.Col>
        </Grid>
      )}
    </Page>
  );
}
