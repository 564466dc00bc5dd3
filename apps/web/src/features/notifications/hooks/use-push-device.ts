import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify, notifyError } from '@/lib/notify';
import { notificationKeys } from '@/lib/notification-settings';
import {
  readPushDeviceState,
  turnOffPush,
  turnOnPush,
  type PushDeviceState,
} from '@/lib/push-device';

const deviceKey = [...notificationKeys.all, 'this-device'] as const;

/**
 * Push on this device: its state (read again when he comes back to the tab, since he may have changed
 * the browser's permission meanwhile), and the switch. The browser is asked only from his tap.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: deviceKey,
    queryFn: readPushDeviceState,
    staleTime: 0,
    retry: false,
  });
  const set = (next: PushDeviceState) => queryClient.setQueryData(deviceKey, next);

  const turnOn = useMutation({
    mutationKey: [...deviceKey, 'on'],
    mutationFn: turnOnPush,
    meta: { errorToast: false },
    onSuccess: (next) => {
      set(next);
      if (next === 'on') notify((toast) => toast.success('Notifications are on for this device'));
    },
    onError: (error) =>
      notifyError(
        `Notifications could not be turned on. ${error instanceof Error ? error.message : ''}`,
      ),
  });

  const turnOff = useMutation({
    mutationKey: [...deviceKey, 'off'],
    mutationFn: turnOffPush,
    meta: { errorToast: false },
    onSuccess: () => set('off'),
  });

  return {
    state: state.data,
    busy: turnOn.isPending || turnOff.isPending,
    turnOn: () => turnOn.mutate(),
    turnOff: () => turnOff.mutate(),
  };
}
