import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryView, type QueryLike } from '@/components/feedback/QueryView';
import { formatCount, formatDateTime } from '@/lib/format';
import classes from './AttentionSection.module.css';

/** One item that needs attention: what it is (a link to exactly its rows), what changed, and when. */
export interface AttentionItem {
  key: string;
  name: string;
  to: string;
  change: ReactNode;
  at: string;
}

interface AttentionSectionProps<T> {
  id: string;
  title: string;
  /** The read the section's items come from: its loading and error states are the section's. */
  query: QueryLike<T>;
  /** The section's items on screen, once the read has answered. */
  items: readonly AttentionItem[];
  /** Items the section has in all (default: those on screen); the rest come with "Show more". */
  count?: number | undefined;
  /** Put more of the items on screen. */
  onShowMore?: (() => void) | undefined;
  /** Said when the section has nothing ("No run failed since …"). */
  none: string;
  errorTitle: string;
}

/** A section of Home: its own loading, error (with Retry) and items, newest first. */
export function AttentionSection<T>(props: AttentionSectionProps<T>) {
  const { id, title, query, items, none, errorTitle, onShowMore } = props;
  const headingId = `attention-${id}`;
  const total = props.count ?? items.length;
  const count = query.isPending || query.isError ? undefined : total;
  const hidden = total - items.length;
  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {count !== undefined && (
          <Badge variant="light" color={count ? 'red' : 'gray'} aria-label={`${count} to look at`}>
            {count}
          </Badge>
        )}
      </Group>
      <QueryView query={query} errorTitle={errorTitle} loading={<Skeleton height={56} radius="md" />}>
        {() => {
          if (items.length === 0)
            return (
              <Text size="sm" c="dimmed">
                {none}
              </Text>
            );
          return (
            <Stack gap="xs">
              <Stack gap={6} component="ul" aria-labelledby={headingId} className={classes.list}>
                {items.map((item) => (
                  <Paper component="li" key={item.key} withBorder radius="md" px="sm" py={6}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <div className={classes.what}>
                        <Anchor component={Link} to={item.to} fw={600} size="sm">
                          {item.name}
                        </Anchor>
                        <Text size="sm">{item.change}</Text>
                      </div>
                      <Text size="xs" c="dimmed" className={classes.when}>
                        {formatDateTime(item.at)}
                      </Text>
                    </Group>
                  </Paper>
                ))}
              </Stack>
              {hidden > 0 && onShowMore && (
                <Group gap="sm">
                  <Button size="compact-sm" variant="light" onClick={onShowMore}>
                    Show more
                  </Button>
                  <Text size="sm" c="dimmed">
                    {formatCount(items.length)} of {formatCount(total)} shown
                  </Text>
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </section>
  );
}
