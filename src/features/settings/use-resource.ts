import { useParams } from 'react-router';
import { isResourceId, resources, type ResourceId } from '@/api/resources';
import type { AnyResourceDef } from '@/api/resources/define';
import { resourceScreens } from './registry';
import type { AnyResourceScreen } from './types';

/** The resource a settings route names (`:resource`), with both halves; undefined for an unknown name. */
export function useResourceParam():
  | { id: ResourceId; def: AnyResourceDef; screen: AnyResourceScreen; name: string }
  | { id: undefined; name: string } {
  const name = useParams().resource ?? '';
  if (!isResourceId(name)) return { id: undefined, name };
  return { id: name, def: resources[name] as AnyResourceDef, screen: resourceScreens[name], name };
}
