import { useMutation } from '@tanstack/react-query';
import { BlockingForm } from '@/components/form/BlockingForm';
import { webJourneyMutations } from '@/api/web-journeys/mutations';
import { webJourneyQueries } from '@/api/web-journeys/queries';

/** Blocking: the tags and tag categories whose requests the journey's browser does not send. */
export function BlockingEditor({ journeyId }: { journeyId: number }) {
  const save = useMutation(webJourneyMutations.saveBlocking(journeyId));
  return (
    <BlockingForm
      blocking={webJourneyQueries.blocking(journeyId)}
      save={save.mutateAsync}
      intro="Applies to the next run: blocked requests are listed in the run but never sent, and set no cookies."
      subject="the blocking configuration"
    />
  );
}
