import { resources, type ResourceId } from '@/api/resources';
import type { Access, AnyResourceDef } from '@/api/resources/define';
import { useCurrentUser } from '@/api/account/current-user';

/**
 * What the signed-in user may do with a resource, from the access flags of its definition: the UI
 * hides or disables what the service would refuse with a 403.
 */
export function useResourceAccess(resource: ResourceId) {
  const { isAdmin, user } = useCurrentUser();
  const def = resources[resource] as AnyResourceDef;
  const allowed = (access: Access | undefined, item?: unknown) =>
    access === undefined ||
    isAdmin ||
    (access === 'admin-or-self' &&
      item !== undefined &&
      user !== undefined &&
      def.ownerId?.(item) === user.id);
  return {
    isAdmin,
    /** The server says who is signed in, and it is not an administrator. */
    knownNonAdmin: user !== undefined && !isAdmin,
    /** Whether the user may open the item's page. */
    canRead: (item: unknown) => allowed(def.get?.access, item),
    canList: allowed(def.list.access),
    canCreate: def.create !== undefined && allowed(def.create.access),
    canUpdate: (item: unknown) => def.update !== undefined && allowed(def.update.access, item),
    canRemove: (item: unknown) => def.remove !== undefined && allowed(def.remove.access, item),
    /** Whether an extra operation of the definition is open to the user. */
    canCall: (name: string, item?: unknown) => allowed(def.ops?.[name]?.access, item),
  };
}
