import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Message, MessageListing } from '@blaze/contracts/messaging';
import { MessageBubble } from '@/features/messaging/components/message-bubble';

const listingMessage = (listing: MessageListing, text: string | null = null): Message => ({
  id: 'm1',
  conversationId: 'chat',
  seq: 1,
  senderId: 'buyer',
  clientId: null,
  kind: 'listing',
  text,
  photo: null,
  location: null,
  system: null,
  story: null,
  listing,
  unsent: false,
  createdAt: new Date().toISOString(),
  expiresAt: null,
});

function renderBubble(message: Message, mine = false) {
  return render(
    <MemoryRouter>
      <MessageBubble
        message={message}
        mine={mine}
        senderName="Bruno"
        showSender={false}
        runStart={false}
        delivery="sent"
        failReason={null}
        onRetry={() => undefined}
        fontSize="medium"
        autoLoadPhoto
        onOpenPhoto={() => undefined}
        onActions={() => undefined}
      />
    </MemoryRouter>,
  );
}

const active: MessageListing = {
  id: 'l1',
  title: 'Leather harness',
  priceMinor: 4500,
  currency: 'EUR',
  state: 'active',
  photo: null,
};

describe("a 'listing' message in the chat", () => {
  it('shows the listing with its price and a link to it, then the words', () => {
    renderBubble(listingMessage(active, 'Still available?'));
    expect(screen.getByText('Asked about your listing')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Leather harness/ });
    expect(link.getAttribute('href')).toBe('/marketplace/l1');
    expect(screen.getByText('€45.00')).toBeTruthy();
    expect(screen.getByText('Still available?')).toBeTruthy();
  });

  it('says Sold once sold, and no longer available once gone', () => {
    renderBubble(listingMessage({ ...active, state: 'sold' }), true);
    expect(screen.getByText('You asked about a listing')).toBeTruthy();
    expect(screen.getByText('Sold')).toBeTruthy();
    renderBubble(
      listingMessage({ ...active, title: null, priceMinor: null, currency: null, state: 'gone' }),
    );
    expect(screen.getByText('Listing no longer available')).toBeTruthy();
  });
});
