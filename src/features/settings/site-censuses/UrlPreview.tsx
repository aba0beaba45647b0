import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { urlPatternInputSchema, type UrlPatternInput } from '@/api/site-censuses/schemas';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { SafeUrl } from '@/components/text/SafeUrl';
import { formatCount } from '@/lib/format';
import { censusMutations } from './queries';

interface UrlPreviewProps {
  censusId: number;
  /** Hosts to choose from (the census's). */
  hosts: string[];
  /** A pattern chosen elsewhere (a results row): previewed at once; give the panel a `key` per choice. */
  chosen?: UrlPatternInput;
}

/**
 * Preview the URLs a path pattern matches on one host (POST …/current-results/url-preview):
 * `*` stands for one path segment (or part of one), `**` for any depth.
 */
export function UrlPreview({ censusId, hosts, chosen }: UrlPreviewProps) {
  const [values, setValues] = useState<UrlPatternInput>(
    chosen ?? { fqdn: hosts[0] ?? '', renderedPathPattern: '' },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof UrlPatternInput, string>>>({});
  const preview = useMutation(censusMutations.urlPreview(censusId));
  const { mutate } = preview;
  // A chosen pattern is previewed at once (the parent remounts this panel for each choice).
  useEffect(() => {
    if (chosen) mutate(chosen);
  }, [chosen, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = urlPatternInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    mutate(parsed.data);
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          URL preview
        </Title>
        <form onSubmit={submit} noValidate aria-label="Preview a URL pattern">
          <Group align="flex-start" gap="xs">
            <Select
              label="Host"
              data={hosts}
              value={values.fqdn || null}
              onChange={(fqdn) => setValues({ ...values, fqdn: fqdn ?? '' })}
              error={errors.fqdn}
              searchable
              w={280}
            />
            <TextInput
              label="Path pattern"
              description="* one segment, ** any depth"
              placeholder="/products/*"
              ff="monospace"
              value={values.renderedPathPattern}
              onChange={(event) => setValues({ ...values, renderedPathPattern: event.currentTarget.value })}
              error={errors.renderedPathPattern}
              w={320}
            />
            <Button type="submit" mt={46} loading={preview.isPending} disabled={preview.isPending}>
              Preview
            </Button>
          </Group>
        </form>
        {preview.isError && <ErrorPanel error={preview.error} title="Could not preview the pattern" />}
        {preview.data && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {formatCount(preview.data.totalUrls)} URL{preview.data.totalUrls === 1 ? '' : 's'} match
              {preview.data.urls.length < preview.data.totalUrls
                ? ` (the first ${preview.data.urls.length} shown)`
                : ''}
              .
            </Text>
            <Stack component="ul" gap={2} m={0} pl="md" mah={320} style={{ overflow: 'auto' }}>
              {preview.data.urls.map((url) => (
                <li key={url}>
                  <SafeUrl url={url} size="xs" />
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
