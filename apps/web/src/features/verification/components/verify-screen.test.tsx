import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MyVerification } from '@blaze/contracts/verification';
import { verificationKeys } from '@/features/verification/api/verification-keys';
import { VerifyScreen } from '@/features/verification/components/verify-screen';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notify: vi.fn() }));

const base: MyVerification = {
  state: 'none',
  reason: null,
  pose: null,
  submittedAt: null,
  decidedAt: null,
  canRequest: true,
  blockedReason: null,
};

function show(state: MyVerification) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(state), { status: 200 })),
  );
  const client = new QueryClient();
  client.setQueryData(verificationKeys.mine(), state);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VerifyScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('VerifyScreen', () => {
  it('offers a pose to a member who may ask', () => {
    show(base);
    expect(screen.getByRole('button', { name: 'Show me a pose' })).toBeTruthy();
  });

  it('shows the pose in words and the camera, with the phone camera input', () => {
    show({
      ...base,
      pose: {
        id: 'thumbs-up',
        text: 'Thumbs up next to your face',
        expiresAt: new Date().toISOString(),
      },
    });
    expect(screen.getByRole('heading', { name: 'Thumbs up next to your face' })).toBeTruthy();
    const input = screen.getByLabelText('Take a selfie') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.getAttribute('capture')).toBe('user');
    expect(input.accept).toBe('image/*');
  });

  it("tells a declined member the moderator's reason and lets him try again", () => {
    show({ ...base, state: 'declined', reason: 'The face in the selfie is not clearly visible.' });
    expect(screen.getByText('The face in the selfie is not clearly visible.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again with a new pose' })).toBeTruthy();
  });

  it('says why he cannot ask yet', () => {
    show({
      ...base,
      canRequest: false,
      blockedReason: 'Add at least one photo to your profile first.',
    });
    expect(screen.getByText(/Add at least one photo to your profile first\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show me a pose' })).toBeNull();
  });

  it('shows a pending request and a verified member without a pose button', () => {
    show({ ...base, state: 'pending', canRequest: false, blockedReason: 'waiting' });
    expect(screen.getByRole('heading', { name: 'Waiting for a moderator' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /pose/ })).toBeNull();
  });
});
