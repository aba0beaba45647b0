import { useQuery } from '@tanstack/react-query';
import { tagQueries } from '@/api/tags/queries';
import type { Tag } from '@/api/audits/config-schemas';
import type { PagedList } from '@/api/pagination';
import type { ColumnSpec } from '@/components/data-table';
import type { ReportRow } from '../types';

/** Category names by id, from the tag catalogue. */
const categoryNames = ({ items }: PagedList<Tag>) =>
  new Map(items.map((tag) => [tag.category.id, tag.category.name]));

/** A tag category's name from the tag catalogue (GET /v2/tags), or its id where the catalogue has none. */
export function TagCategoryName({ id }: { id: unknown }) {
  const names = useQuery({ ...tagQueries.list(), select: categoryNames });
  const name = typeof id === 'number' ? names.data?.get(id) : undefined;
  return <>{name ?? `Category ${String(id)}`}</>;
}

/** A report column naming the row's tag category (`tagCategoryId`); sorted and exported by id. */
export const tagCategoryColumn: ColumnSpec<ReportRow> = {
  id: 'tagCategoryId',
  header: 'Category',
  width: 240,
  accessor: (row) => (typeof row.tagCategoryId === 'number' ? row.tagCategoryId : undefined),
  cell: (row) => <TagCategoryName id={row.tagCategoryId} />,
};
