import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_SETTINGS,
  MessageSettingsSchema,
  type MessageSettings,
} from './messaging.ts';

describe('default message settings', () => {
  it('are settings the server accepts, unchanged by parsing', () => {
    const defaults: MessageSettings = DEFAULT_MESSAGE_SETTINGS;
    expect(MessageSettingsSchema.parse(defaults)).toEqual(DEFAULT_MESSAGE_SETTINGS);
  });
});
