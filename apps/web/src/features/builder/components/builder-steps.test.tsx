import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { KinksStep } from '@/features/builder/components/builder-steps';
import { emptyDraft } from '@/features/builder/lib/builder-state';

function Harness() {
  const [draft, setDraft] = useState(emptyDraft());
  return <KinksStep draft={draft} onChange={setDraft} />;
}

const matchOnly = 'Only show Dom to matches who share this interest';

describe('KinksStep', () => {
  it("shows 'Only show to matches who share this interest' only once the kink is ticked", () => {
    render(<Harness />);
    expect(screen.queryByRole('checkbox', { name: matchOnly })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dom' }));
    const option = screen.getByRole('checkbox', { name: matchOnly });
    fireEvent.click(option);
    expect(option).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dom' }));
    expect(screen.queryByRole('checkbox', { name: matchOnly })).toBeNull();
  });

  it('groups the kinks under the eight categories', () => {
    render(<Harness />);
    expect(screen.getAllByRole('group')).toHaveLength(8);
  });
});
