import { STORAGE_PREFIX } from '@blaze/contracts/constants';

/** spec section 2: the global window event that opens the assistant ('blaze:assistant:open'). */
export const ASSISTANT_OPEN_EVENT = `${STORAGE_PREFIX}:assistant:open`;

export function openAssistant(): void {
  window.dispatchEvent(new CustomEvent(ASSISTANT_OPEN_EVENT));
}
