import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Message } from '@blaze/contracts/messaging';
import { MessageBubble } from '@/features/messaging/components/message-bubble';

const message: Message = {
  id: 'c1',
  conversationId: 'chat',
  seq: 0,
  senderId: 'me',
  clientId: 'c1',
  kind: 'text',
  text: 'pasted text',
  photo: null,
  location: null,
  system: null,
  story: null,
  unsent: false,
  createdAt: new Date().toISOString(),
  expiresAt: null,
};

const bubble = (failReason: string | null) => (
  <MessageBubble
    message={message}
    mine
    senderName="You"
    showSender={false}
    runStart={false}
    delivery="failed"
    failReason={failReason}
    onRetry={() => undefined}
    fontSize="medium"
    autoLoadPhoto
    onOpenPhoto={() => undefined}
    onActions={() => undefined}
  />
);

describe('a message the server refused', () => {
  it("says why, in the server's words, beside the retry", () => {
    render(bubble('This text holds an invisible null character that cannot be saved.'));
    expect(screen.getByText(/invisible null character/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Tap to retry/ })).toBeTruthy();
  });
});
