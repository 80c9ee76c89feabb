import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  PUSH_TYPES,
  type NotificationChannel,
  type NotificationType,
  type Preference,
} from '@tera/domain';
import { Switch } from '../ui/switch';

interface PreferenceSwitchesProps {
  preferences: Preference[];
  /** The types to offer, in this order. */
  types: readonly NotificationType[];
  disabled?: boolean;
  onChange(preference: Preference): void;
}

function ChannelSwitch({
  preference,
  channel,
  disabled,
  onChange,
}: {
  preference: Preference;
  channel: NotificationChannel;
  disabled: boolean;
  onChange(preference: Preference): void;
}) {
  const { t } = useTranslation('notificationPreferences');
  const typeId = useId();
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <span id={typeId} className="sr-only">
        {t(`types.${preference.type}`)}
      </span>
      <span id={labelId} className="text-sm text-fg">
        {t(`channels.${channel}`)}
      </span>
      <Switch
        checked={preference[channel]}
        labelledBy={`${typeId} ${labelId}`}
        disabled={disabled}
        onChange={(on) => onChange({ ...preference, [channel]: on })}
      />
    </div>
  );
}

/** Each type the person receives, with its channels: e-mail always, push where it can be pushed. */
export function PreferenceSwitches({
  preferences,
  types,
  disabled = false,
  onChange,
}: PreferenceSwitchesProps) {
  const { t } = useTranslation('notificationPreferences');
  return (
    <div className="space-y-3">
      {types.map((type) => {
        const preference = preferences.find((candidate) => candidate.type === type) ?? {
          type,
          email: true,
          push: false,
        };
        const channels = NOTIFICATION_CHANNELS.filter(
          (channel) => channel === 'email' || PUSH_TYPES.includes(type),
        );
        return (
          <fieldset key={type} className="space-y-3 rounded-lg border border-border p-4">
            <legend className="px-1 font-medium text-fg">{t(`types.${type}`)}</legend>
            <p className="text-sm text-fg-muted">{t(`typeHints.${type}`)}</p>
            {channels.map((channel) => (
              <ChannelSwitch
                key={channel}
                preference={preference}
                channel={channel}
                disabled={disabled}
                onChange={onChange}
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
