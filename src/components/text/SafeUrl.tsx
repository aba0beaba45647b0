import { Anchor, Text } from '@mantine/core';
import untrusted from '@/components/text/untrusted-text.module.css';
import { safeHref } from '@/lib/url-safety';

/** A URL from an audited site in monospace: a link (new tab) only when it is http(s), text otherwise. */
export function SafeUrl({ url, size = 'sm' }: { url: string | undefined; size?: 'xs' | 'sm' | 'md' }) {
  if (!url) return <Text size={size}>–</Text>;
  const href = safeHref(url);
  return (
    <Text
      size={size}
      ff="monospace"
      style={{ wordBreak: 'break-all' }}
      component="span"
      className={untrusted.isolated}
    >
      {href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
          {url}
        </Anchor>
      ) : (
        url
      )}
    </Text>
  );
}
