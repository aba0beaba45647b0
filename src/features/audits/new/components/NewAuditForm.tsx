import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { auditMutations } from '@/api/audits/mutations';
import type { Audit } from '@/api/audits/schemas';
import { SaveFailure } from '@/components/form/SaveFailure';
import { useServerIssues } from '@/components/form/server-issues';
import {
  blankAuditValues,
  copyValues,
  newAuditBody,
  newAuditIssuePlace,
  newAuditSchema,
  type NewAuditValues,
} from '../form';
import { LeaveGuard } from '@/components/form/LeaveGuard';
import { PageLimitInput } from '../../config/components/PageLimitInput';
import { PlacementFields } from './PlacementFields';
import { LabelsField, ScheduleFields } from './ScheduleFields';
import { StartingUrlsField } from './StartingUrlsField';
import { paths } from '@/lib/routes';

interface NewAuditFormProps {
  /** The audit to duplicate: the form starts from its settings, named "Copy of …". */
  source?: Audit;
  /** Called once with the created audit and the labels chosen for it. */
  onCreated: (audit: Audit, labelIds: number[]) => void;
}

/**
 * The new-audit form (POST /v2/web-audits): field errors from the same rules as the settings
 * form, the server's validation report at its fields, the input kept when the create fails, and
 * one audit per submit however often the button is pressed.
 */
export function NewAuditForm({ source, onCreated }: NewAuditFormProps) {
  const form = useForm<NewAuditValues>({
    resolver: zodResolver(newAuditSchema),
    defaultValues: source ? copyValues(source) : blankAuditValues,
    mode: 'onTouched',
  });
  const create = useMutation(auditMutations.create());
  const issues = useServerIssues(form, (path, message) =>
    newAuditIssuePlace(form.getValues())(path, message),
  );
  const [failure, setFailure] = useState<unknown>(null);
  // Set from the first submit until its answer: a second press meanwhile sends nothing.
  const inFlight = useRef(false);
  const { isDirty, isSubmitting, errors } = form.formState;
  const busy = isSubmitting || create.isPending;

  const send = async (values: NewAuditValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const audit = await create.mutateAsync(newAuditBody(values, source));
      onCreated(audit, values.labelIds.map(Number));
    } catch (error) {
      inFlight.current = false;
      setFailure(error);
      issues.show(error);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send)(event);

  return (
    <form onSubmit={submit} noValidate aria-label={source ? 'Duplicate audit' : 'New audit'}>
      <Stack gap="md" maw={960}>
        <TextInput label="Name" required error={errors.name?.message} {...form.register('name')} />
        <StartingUrlsField form={form} />
        <PlacementFields form={form} />
        <Controller
          control={form.control}
          name="limit"
          render={({ field, fieldState }) => (
            <PageLimitInput
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              maw={280}
            />
          )}
        />
        <ScheduleFields form={form} />
        <LabelsField form={form} />
        <TextInput
          label="Webhook URL"
          description="Called when a run completes. Only https:// addresses; leave empty for no webhook."
          placeholder="https://hooks.example.com/audit-complete"
          inputMode="url"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={errors.webHookUrl?.message}
          {...form.register('webHookUrl')}
        />
        {failure !== null && <SaveFailure error={failure} />}
        <Group gap="sm">
          <Button type="submit" loading={busy} disabled={busy}>
            {source ? 'Create copy' : 'Create audit'}
          </Button>
          <Button
            component={Link}
            to={source ? paths.audit({ auditId: source.id }) : paths.audits()}
            variant="default"
          >
            Cancel
          </Button>
        </Group>
      </Stack>
      {isDirty && !busy && <LeaveGuard what="the new audit’s settings" />}
    </form>
  );
}
