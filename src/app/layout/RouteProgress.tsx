import { Progress } from '@mantine/core';

/** A thin bar under the header while a lazy route chunk loads. */
export function RouteProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Progress
      value={100}
      animated
      size={2}
      radius={0}
      aria-label="Loading page"
      style={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
    />
  );
}
