import { useState } from 'react';
import { MESSAGING_LIMITS } from '@blaze/contracts/messaging';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface GroupNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  initialName?: string;
  pending: boolean;
  /** What went wrong, from the server, in words. */
  error: string | null;
  onConfirm: (name: string) => void;
}

/** Asks for a group's name: when a group is started, and when it is renamed. */
export function GroupNameDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  initialName = '',
  pending,
  error,
  onConfirm,
}: GroupNameDialogProps) {
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();

  function onOpen(next: boolean) {
    // Cancel forgets what was typed, so the next open starts from the current name.
    if (!next) setName(initialName);
    onOpenChange(next);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpen}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      confirmDisabled={!trimmed || trimmed === initialName.trim()}
      pending={pending}
      onConfirm={() => {
        if (trimmed) onConfirm(trimmed);
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="group-name">Group name</Label>
        <Input
          id="group-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={MESSAGING_LIMITS.groupNameMax}
          placeholder="Saturday brunch crew"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'group-name-error' : undefined}
        />
        {error ? (
          <p id="group-name-error" role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
