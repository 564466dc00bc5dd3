import { useMutation } from '@tanstack/react-query';
import type { PushTestResult } from '@blaze/contracts/notifications';
import { ErrorCode } from '@blaze/contracts/error-codes';
import { ApiError, api } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/notify';

export function sendTestNotification(): Promise<PushTestResult> {
  return api.post<PushTestResult>('/api/push/test');
}

/** What the test's toast says. */
export function testResultText({ devices }: PushTestResult): string {
  return devices === 1
    ? 'Test sent to your device. It should arrive in a few seconds.'
    : `Test sent to your ${devices} devices. It should arrive in a few seconds.`;
}

export const NO_DEVICE_TEXT =
  'No device of yours has push notifications on. Turn them on on this device first.';

/** 'Send me a test notification': a toast with how many devices it went to, or why it could not go. */
export function useSendTestNotification() {
  return useMutation({
    mutationKey: ['notifications', 'test'],
    mutationFn: sendTestNotification,
    meta: { errorToast: false },
    onSuccess: (result) => notify((toast) => toast.success(testResultText(result))),
    onError: (error) =>
      notifyError(
        error instanceof ApiError && error.code === ErrorCode.noPushDevice
          ? NO_DEVICE_TEXT
          : `The test wasn't sent. ${error.message}`,
      ),
  });
}
