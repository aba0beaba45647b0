import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useMemo, useState, type Ref } from 'react';
import { timeZones } from '@/lib/schedule';

/** Zone names as typed: case and "_" against " " do not matter ("new york" finds America/New_York). */
const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ').trim();

/** Mantine's filter for zone names: every option whose name holds the typed text. */
const zoneFilter: OptionsFilter = ({ options, search }) => {
  const query = searchable(search);
  return (options as ComboboxItem[]).filter((option) => searchable(option.label).includes(query));
};

/** The search after an edit: text typed after the zone as shown (focus stays after a choice) replaces it. */
const typedOver = (shown: string, next: string, zone: string) =>
  zone && shown === zone && next.length > zone.length && next.startsWith(zone)
    ? next.slice(zone.length)
    : next;

/** Props of {@link TimeZoneSelect}: a Select's, with the zone as the value. */
export type TimeZoneSelectProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** The chosen zone ('' or null for none). */
  value: string | null | undefined;
  onChange: (zone: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A tz database zone picked by typing part of its name. What is typed replaces the zone shown:
 * focusing starts an empty search (the zone stays as the placeholder), and typing after a choice
 * starts a new one, so "Berlin" over "UTC" finds Europe/Berlin, never "UTCBerlin". Leaving without
 * a choice shows the zone again.
 */
export function TimeZoneSelect({
  value,
  onChange,
  onFocus,
  placeholder,
  ref,
  ...props
}: TimeZoneSelectProps) {
  const zone = value || '';
  const [search, setSearch] = useState(zone);
  const data = useMemo(() => {
    const known = timeZones();
    return zone && !known.includes(zone) ? [zone, ...known] : known;
  }, [zone]);
  return (
    <Select
      limit={100}
      nothingFoundMessage="No zone matches"
      allowDeselect={false}
      {...props}
      ref={ref}
      data={data}
      value={zone || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      filter={zoneFilter}
      searchValue={search}
      onSearchChange={(next) => setSearch((shown) => typedOver(shown, next, zone))}
      placeholder={zone || placeholder || 'Type a city or region'}
      onFocus={(event) => {
        setSearch('');
        onFocus?.(event);
      }}
    />
  );
}
