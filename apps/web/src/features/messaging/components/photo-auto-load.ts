import type { MessageSettings } from '@blaze/contracts/messaging';

export type AutoDownload = MessageSettings['media']['autoDownload'];

/** The parts of the Network Information API we read (Chromium only; absent elsewhere). */
export interface ConnectionInfo {
  type?: string;
  saveData?: boolean;
}

export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Whether a photo in the chat loads without a tap. My own photos always do. 'wifi' can only tell
 * a phone network (or Data Saver) where the browser says so; elsewhere it loads. Until the
 * member's setting is known (`undefined`), nothing loads on its own.
 */
export function shouldAutoLoadPhoto(
  setting: AutoDownload | undefined,
  mine: boolean,
  connection: ConnectionInfo | undefined,
): boolean {
  if (mine) return true;
  switch (setting) {
    case 'always':
      return true;
    case 'wifi':
      return connection?.type !== 'cellular' && !connection?.saveData;
    default:
      return false;
  }
}
