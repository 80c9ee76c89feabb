import type { FieldControlProps } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';

/** Every zone the browser knows, with the chosen one kept even if the list lacks it. */
function knownTimeZones(selected: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(selected) ? zones : [selected, ...zones];
}

export function TimeZoneSelect({
  value,
  onChange,
  ...control
}: FieldControlProps & { value: string; onChange: (zone: string) => void }) {
  return (
    <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
      {knownTimeZones(value).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </Select>
  );
}
