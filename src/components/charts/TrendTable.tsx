import { Table } from '@mantine/core';
import { valueWithUnit, type TrendData, type TrendSeries } from './trend-types';

/** The table alternative of a trend chart: every point, one row each. */
export function TrendTable({
  titleId,
  data,
  series,
  maxHeight,
}: {
  titleId: string;
  data: TrendData;
  series: TrendSeries[];
  maxHeight: number;
}) {
  return (
    <Table.ScrollContainer minWidth={300} maxHeight={maxHeight}>
      <Table striped aria-labelledby={titleId} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Run</Table.Th>
            {series.map((s) => (
              <Table.Th key={s.key} style={{ textAlign: 'right' }}>
                {s.label}
                {s.unit ? ` (${s.unit})` : ''}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((point, index) => (
            <Table.Tr key={index}>
              <Table.Td>{point.label}</Table.Td>
              {series.map((s) => (
                <Table.Td key={s.key} style={{ textAlign: 'right' }}>
                  {valueWithUnit(point[s.key], undefined)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
