import { Image, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pageQueries, screenshotOnService } from '@/api/pages/queries';
import { isHttpUrl } from '@/lib/url-safety';

/**
 * The page's screenshot. A path on the service is fetched with the API key and shown as an image
 * of the bytes it sent; an absolute http(s) URL (a pre-signed link) is shown as is; anything else
 * is refused.
 */
export function ScreenshotImage({ screenshot, alt }: { screenshot: string | undefined; alt: string }) {
  const onService = screenshotOnService(screenshot) !== undefined;
  const fetched = useQuery({ ...pageQueries.screenshot(screenshot ?? ''), enabled: onService });
  const src = onService ? fetched.data : screenshot && isHttpUrl(screenshot) ? screenshot : undefined;
  if (!screenshot || (!onService && !src)) return <Text size="sm">No screenshot was taken.</Text>;
  if (fetched.isError) return <Text size="sm">The screenshot could not be loaded.</Text>;
  if (!src) return <Skeleton height={200} width={320} radius="sm" />;
  return <Image src={src} alt={alt} w={320} h={200} fit="contain" radius="sm" referrerPolicy="no-referrer" />;
}
