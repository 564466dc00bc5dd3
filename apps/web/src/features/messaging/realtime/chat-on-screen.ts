/*
 * The conversation the member has open on screen, if any. The chat route sets it while it is
 * mounted; message alerts stay quiet for it (he is reading it already).
 */
let onScreen: string | null = null;

export function setChatOnScreen(conversationId: string): () => void {
  onScreen = conversationId;
  return () => {
    // Clears only its own id: a later chat's is never wiped by an earlier chat's cleanup.
    if (onScreen === conversationId) onScreen = null;
  };
}

export function chatOnScreen(): string | null {
  return onScreen;
}
