import { Stack, Text } from '@mantine/core';
import type { SortRule } from '@/components/data-table';
import { bulkActions } from '../bulk/bulk-actions';
import { BulkBar } from '../bulk/BulkBar';
import type { FolderGroup } from '../library';
import { LibraryTree } from './LibraryTree';

const nothing = () => undefined;

interface FirstSubFolderPreviewProps {
  group: FolderGroup;
  sorting: SortRule[];
  onSortingChange: (next: SortRule[]) => void;
}

/**
 * The library's first sub-folder while the whole account's list is read: laid out as the library
 * will be (the line above, the bulk bar, the tree), so its rows stay where they are when the rest
 * arrives. Bulk actions wait for the whole list.
 */
export function FirstSubFolderPreview({ group, sorting, onSortingChange }: FirstSubFolderPreviewProps) {
  return (
    <Stack gap="lg" data-testid="library-first-sub-folder">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing the first sub-folder · reading every audit of the account…
      </Text>
      <Stack gap="sm">
        <BulkBar
          actions={bulkActions}
          selected={0}
          matching={0}
          filtered={false}
          busy
          onSelectAll={nothing}
          onClear={nothing}
          onAction={nothing}
        />
        <Stack gap="lg">
          <LibraryTree groups={[group]} partial sorting={sorting} onSortingChange={onSortingChange} />
        </Stack>
      </Stack>
    </Stack>
  );
}
