import { Alert, Skeleton, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { ResourceId } from '@/api/resources';
import { resourceQueries } from '@/api/resources/client';
import type { AnyResourceDef } from '@/api/resources/define';
import { IconTrash } from '@tabler/icons-react';
import { DisabledAction } from '@/components/feedback/DisabledAction';
import { Page } from '@/components/page/Page';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { useResourceAccess } from '../access';
import { titleOf } from '../items';
import { DeleteResourceButton } from '../components/DeleteResourceButton';
import { ItemFacts } from '../components/ItemFacts';
import { ResourceError } from '../components/ResourceError';
import { ResourceForm } from '../components/ResourceForm';
import { UnknownResource } from '../components/UnknownResource';
import type { AnyResourceScreen } from '../types';
import { useResourceParam } from '../use-resource';
import { paths } from '@/lib/routes';

/** `/settings/:resource/:id`: one item's details and edit form, its extra tabs, and Delete. */
export function ResourceDetailPage() {
  const found = useResourceParam();
  const key = useParams().id ?? '';
  if (found.id === undefined) return <UnknownResource name={found.name} />;
  return (
    <ResourceDetail
      key={`${found.id}/${key}`}
      id={found.id}
      def={found.def}
      screen={found.screen}
      itemKey={key}
    />
  );
}

interface DetailProps {
  id: ResourceId;
  def: AnyResourceDef;
  screen: AnyResourceScreen;
  itemKey: string;
}

function ResourceDetail({ id, def, screen, itemKey }: DetailProps) {
  const navigate = useNavigate();
  const access = useResourceAccess(id);
  const [params, setParams] = useSearchParamState();
  const detail = useQuery(resourceQueries(def).detail(itemKey));
  const item = detail.data;
  const title = item !== undefined ? titleOf(id, item) : itemKey;
  const crumbs = [
    { label: 'Settings', to: paths.settings.index() },
    { label: screen.label, to: paths.settings.list({ resource: id }) },
    { label: title },
  ];

  if (detail.isError || item === undefined) {
    return (
      <Page title={screen.label} breadcrumbs={crumbs}>
        {detail.isError ? (
          <ResourceError
            error={detail.error}
            title={`Could not load this ${screen.singular}`}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <Skeleton height={320} radius="md" />
        )}
      </Page>
    );
  }

  const tabs = (screen.tabs ?? []).filter((tab) => !tab.adminOnly || access.isAdmin);
  const tab = tabs.find((t) => t.id === params.get('tab'))?.id ?? 'details';
  const editable =
    def.update !== undefined && ((screen.fields?.length ?? 0) > 0 || screen.formFields !== undefined);
  const canUpdate = access.canUpdate(item);
  const CustomForm = screen.form;
  return (
    <Page
      title={title}
      description={screen.headline?.(item) ?? screen.description}
      breadcrumbs={crumbs}
      actions={
        access.canRemove(item) ? (
          <DeleteResourceButton
            resource={id}
            def={def}
            itemKey={def.rowId(item)}
            title={title}
            singular={screen.singular}
            onDeleted={() => void navigate(paths.settings.list({ resource: id }))}
          />
        ) : (
          def.remove !== undefined &&
          access.knownNonAdmin && (
            <DisabledAction
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              reason={`Only administrators delete ${screen.label.toLowerCase()}`}
            >
              Delete
            </DisabledAction>
          )
        )
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => setParams({ tab: value === 'details' ? null : value })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          {tabs.map((t) => (
            <Tabs.Tab key={t.id} value={t.id}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack gap="md">
            {(screen.facts || !editable) && !CustomForm && (
              <ItemFacts
                item={item}
                facts={screen.facts}
                columns={screen.columns}
                label={`${title}: details`}
              />
            )}
            {editable && !canUpdate && !CustomForm && (
              <Alert color="gray" variant="light" role="note" title="Read only">
                Editing this {screen.singular} needs an administrator.
              </Alert>
            )}
            {CustomForm ? (
              <CustomForm resource={id} item={item} itemKey={def.rowId(item)} />
            ) : (
              editable && (
                <ResourceForm
                  resource={id}
                  item={item}
                  itemKey={def.rowId(item)}
                  isAdmin={access.isAdmin}
                  readOnly={!canUpdate}
                />
              )
            )}
          </Stack>
        </Tabs.Panel>
        {tabs.map((t) => (
          <Tabs.Panel key={t.id} value={t.id} pt="md">
            <t.component resource={id} item={item} itemKey={def.rowId(item)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
