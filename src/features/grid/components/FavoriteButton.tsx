import { ActionIcon, Tooltip } from '@mantine/core';
import { notify } from '@/components/feedback/notify';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { savedReportMutations } from '@/api/grid/mutations';
import type { SavedReport } from '@/api/grid/schemas';

/**
 * Mark or unmark a saved report as the caller's favorite; the star changes at once (busy until the
 * service has it) and a failure says why.
 */
export function FavoriteButton({ report }: { report: SavedReport }) {
  const mutation = useMutation(savedReportMutations.setFavorite());
  const favorite = mutation.isPending ? mutation.variables.favorite : report.isFavorite;
  return (
    <Tooltip label={favorite ? 'Remove from favorites' : 'Add to favorites'} withArrow>
      <ActionIcon
        variant="subtle"
        color={favorite ? 'yellow' : 'gray'}
        aria-label={`Favorite “${report.name}”`}
        aria-pressed={favorite}
        aria-busy={mutation.isPending}
        onClick={() =>
          mutation.mutate(
            { report, favorite: !favorite },
            {
              onError: (error) =>
                notify({
                  color: 'red',
                  title: 'Could not update the favorite',
                  message: error.message,
                }),
            },
          )
        }
      >
        {favorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
