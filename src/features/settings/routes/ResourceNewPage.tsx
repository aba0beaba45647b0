import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceId } from '@/api/resources';
import type { AnyResourceDef } from '@/api/resources/define';
import { Page } from '@/components/page/Page';
import { useResourceAccess } from '../access';
import { NeedsAdmin } from '../components/ResourceError';
import { ResourceForm } from '../components/ResourceForm';
import { UnknownResource } from '../components/UnknownResource';
import type { AnyResourceScreen } from '../types';
import { itemHref } from '../items';
import { useResourceParam } from '../use-resource';
import { paths } from '@/lib/routes';

/** `/settings/:resource/new`: the create form; a created item opens at its own address. */
export function ResourceNewPage() {
  const found = useResourceParam();
  if (found.id === undefined || !found.def.create || !(found.screen.fields || found.screen.formFields))
    return <UnknownResource name={found.id ? `${found.name}/new` : found.name} />;
  return <ResourceNew key={found.id} id={found.id} def={found.def} screen={found.screen} />;
}

function ResourceNew({
  id,
  def,
  screen,
}: {
  id: ResourceId;
  def: AnyResourceDef;
  screen: AnyResourceScreen;
}) {
  const navigate = useNavigate();
  const access = useResourceAccess(id);
  const [created, setCreated] = useState<{ key: string | number } | null>(null);
  // Navigate once the saved form has re-rendered clean, so its leave-guard is gone.
  useEffect(() => {
    if (created) void navigate(itemHref(id, created.key), { replace: true });
  }, [created, id, navigate]);
  const title = `New ${screen.singular}`;
  return (
    <Page
      title={title}
      breadcrumbs={[
        { label: 'Settings', to: paths.settings.index() },
        { label: screen.label, to: paths.settings.list({ resource: id }) },
        { label: title },
      ]}
    >
      {access.canCreate ? (
        <ResourceForm
          resource={id}
          isAdmin={access.isAdmin}
          onSaved={(saved) => setCreated({ key: def.rowId(saved) })}
        />
      ) : (
        <NeedsAdmin what={`Creating a ${screen.singular}`} />
      )}
    </Page>
  );
}
