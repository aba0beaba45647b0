import { useQuery } from '@tanstack/react-query';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { domainQueries } from '@/api/domains/queries';
import { combineQueries } from '@/components/feedback/combine-queries';

/** What a journey's form chooses from: sub-folders, locations and browsers, read together. */
export function useJourneyChoices() {
  return combineQueries([
    useQuery(domainQueries.list()),
    useQuery(auditConfigQueries.locations()),
    useQuery(auditConfigQueries.userAgents()),
  ] as const);
}
