import { useQuery } from '@tanstack/react-query';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { resources, type ResourceId } from '@/api/resources';
import { resourceQueries } from '@/api/resources/client';
import type { AnyResourceDef, ItemKey } from '@/api/resources/define';
import { itemHref, titleOf } from '../items';

/** The name of another resource's item (read from its cached list) as a link to it. */
export function ResourceName({ resource, id }: { resource: ResourceId; id: ItemKey | undefined }) {
  const def = resources[resource] as AnyResourceDef;
  const list = useQuery(resourceQueries(def).list());
  if (id === undefined) return <>–</>;
  const row = list.data?.find((candidate) => String(def.rowId(candidate)) === String(id));
  return (
    <Anchor component={Link} to={itemHref(resource, id)} size="sm">
      {row ? titleOf(resource, row) : `#${String(id)}`}
    </Anchor>
  );
}
