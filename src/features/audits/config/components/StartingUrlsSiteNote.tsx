import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { domainQueries } from '@/api/domains/queries';
import { DomainMismatchNote } from '../../new/components/DomainMismatchNote';
import { outsideDomain } from '../../new/starting-urls';
import type { GeneralValues } from '../general';

interface StartingUrlsSiteNoteProps {
  control: Control<GeneralValues>;
  /** The audit's sub-folder. */
  domainId: number;
}

/**
 * In the audit's settings, the same warning as the new-audit form's when the starting URLs typed
 * lie outside the audit's sub-folder's domain (nothing while the sub-folder is not read).
 */
export function StartingUrlsSiteNote({ control, domainId }: StartingUrlsSiteNoteProps) {
  const startingUrls = useWatch({ control, name: 'startingUrls' });
  const domain = useQuery(domainQueries.detail(domainId));
  if (!domain.data) return null;
  return (
    <DomainMismatchNote chosen={domain.data} outside={outsideDomain(startingUrls, domain.data.domain)} />
  );
}
