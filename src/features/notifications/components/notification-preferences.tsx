// 'Mi Perfil' of every area: how the person hears of each kind of notification, one row per category
// with its three channels. A choice is saved at once; while it saves the row shows it, and if the save
// fails the row returns to what is stored (the toast says so).
import * as React from 'react';

import { QueryStates } from '@/components/query-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from '@/config/domain-labels';
import { cn } from '@/utils/cn';

import { preferencesErrorTexts, usePreferences, type ChannelByCategory } from '../api/get-preferences';
import { useSetPreference, type PreferenceInput } from '../api/set-preference';

export const preferencesTexts = {
  title: 'Notificaciones',
  description:
    'Elige cómo quieres enterarte de cada tipo de aviso. Siempre los verás en la campana del portal.',
  loading: 'Cargando preferencias...',
} as const;

export function NotificationPreferences({ profileId }: { profileId: string }) {
  const preferences = usePreferences(profileId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{preferencesTexts.title}</CardTitle>
        <CardDescription>{preferencesTexts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates query={preferences} loading={preferencesTexts.loading} error={preferencesErrorTexts}>
          {(channels) => <PreferenceRows profileId={profileId} channels={channels} />}
        </QueryStates>
      </CardContent>
    </Card>
  );
}

function PreferenceRows({ profileId, channels }: { profileId: string; channels: ChannelByCategory }) {
  const save = useSetPreference();
  // The choice shows at once, in the same render as the click (the mutation's own pending state arrives a
  // moment later, and a controlled radio would flick back meanwhile); a refusal brings back the stored one.
  const [choice, setChoice] = React.useState<PreferenceInput | null>(null);
  const choose = (input: PreferenceInput) => {
    setChoice(input);
    save.mutate(input, { onSettled: () => setChoice(null) });
  };
  return (
    <div className="grid divide-y">
      {NOTIFICATION_CATEGORIES.map((category) => (
        <PreferenceRow
          key={category}
          category={category}
          value={choice?.category === category ? choice.channel : channels[category]}
          saving={choice?.category === category}
          onChange={(channel) => choose({ profileId, category, channel })}
        />
      ))}
    </div>
  );
}

interface PreferenceRowProps {
  category: NotificationCategory;
  value: NotificationChannel;
  saving: boolean;
  onChange: (channel: NotificationChannel) => void;
}

function PreferenceRow({ category, value, saving, onChange }: PreferenceRowProps) {
  const name = `notification-channel-${category}`;
  return (
    <fieldset className="py-3 first:pt-0 last:pb-0" disabled={saving} aria-busy={saving}>
      <legend className="mb-1 text-sm font-medium">{NOTIFICATION_CATEGORY_LABELS[category]}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label
            key={channel}
            className={cn(
              'flex min-h-9 cursor-pointer items-center gap-2 text-sm',
              saving && 'cursor-wait opacity-70',
            )}
          >
            <input
              type="radio"
              name={name}
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
              className="size-4 accent-primary"
            />
            {NOTIFICATION_CHANNEL_LABELS[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
