import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { z } from '@/lib/zod';
import { operationMutation, operationQuery, type OperationCall } from '@/api/resources/client';
import type { AnyResourceDef } from '@/api/resources/define';

/** Read an extra operation of a resource, its answer typed by the schema it was checked with. */
export function useOperationQuery<S extends z.ZodMiniType>(
  def: Pick<AnyResourceDef, 'key' | 'ops'>,
  name: string,
  call: OperationCall,
  _schema: S,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
): UseQueryResult<z.output<S>> {
  return useQuery({ ...operationQuery(def, name, call), ...options }) as UseQueryResult<z.output<S>>;
}

/** A writing extra operation of a resource: `mutateAsync(call)`; success makes the resource stale. */
export function useOperationMutation(def: Pick<AnyResourceDef, 'key' | 'invalidates' | 'ops'>, name: string) {
  return useMutation(operationMutation(def, name));
}
