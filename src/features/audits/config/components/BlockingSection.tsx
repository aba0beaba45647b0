import { useMutation } from '@tanstack/react-query';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { auditMutations } from '@/api/audits/mutations';
import { BlockingForm } from '@/components/form/BlockingForm';

/** Blocking: the tags and tag categories the audit's browser does not load. */
export function BlockingSection({ auditId }: { auditId: number }) {
  const save = useMutation(auditMutations.saveBlocking(auditId));
  return (
    <BlockingForm
      blocking={auditConfigQueries.blocking(auditId)}
      save={save.mutateAsync}
      intro="Requests of blocked vendors are not made while the audit scans, e.g. to keep session recording off test traffic."
      subject="the blocking settings"
    />
  );
}
