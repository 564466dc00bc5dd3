import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageSettings } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';

export function getMessageSettings(signal?: AbortSignal): Promise<MessageSettings> {
  return api.get<MessageSettings>('/api/me/message-settings', { signal });
}

export const messageSettingsQueryOptions = queryOptions({
  queryKey: messagingKeys.settings(),
  queryFn: ({ signal }) => getMessageSettings(signal),
});

export function useMessageSettings() {
  return useQuery(messageSettingsQueryOptions);
}
