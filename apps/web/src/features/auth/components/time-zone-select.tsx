import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/ui/form/select-field';

interface TimeZoneValues {
  timeZone: string;
}

/** Every zone the browser knows, with the chosen one kept even if the list lacks it. */
function knownTimeZones(selected: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(selected) ? zones : [selected, ...zones];
}

/** The form's `timeZone`, picked from every zone the browser knows. */
export function TimeZoneSelect({ label, hint }: { label: string; hint?: string }) {
  const selected = useWatch<TimeZoneValues, 'timeZone'>({ name: 'timeZone' });
  return (
    <SelectField<TimeZoneValues> name="timeZone" label={label} hint={hint}>
      {knownTimeZones(selected).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </SelectField>
  );
}
