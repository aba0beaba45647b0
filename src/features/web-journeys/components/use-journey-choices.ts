import { useQueries } from '@tanstack/react-query';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { domainQueries } from '@/api/domains/queries';
import { asOneQuery } from '@/components/feedback/combine-queries';

/** What a journey's form chooses from: sub-folders, locations and browsers, read together. */
export function useJourneyChoices() {
  return useQueries({
    queries: [domainQueries.list(), auditConfigQueries.locations(), auditConfigQueries.userAgents()] as const,
    combine: asOneQuery,
  });
}
