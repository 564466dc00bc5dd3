import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useSession } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { ProfileCard } from '@/features/profiles/components/profile-card';
import { ProfileEditorForm } from '@/features/profiles/components/profile-editor-form';
import { cardFromOwn } from '@/features/profiles/lib/card-profile';
import { notify } from '@/lib/notify';

interface OwnProfilePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The own-profile side panel (spec section 2): view, then Edit, Save or Cancel back to view. */
export function OwnProfilePanel({ open, onOpenChange }: OwnProfilePanelProps) {
  const { me, isLoading } = useSession();
  const [editing, setEditing] = useState(false);

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setEditing(false);
      }}
    >
      <SheetContent side="right" className="w-full max-w-md overflow-y-auto sm:w-md">
        <div className="flex items-center gap-2 px-5 pt-4 pb-3 pr-14">
          <SheetTitle className="flex-1">{editing ? 'Edit Profile' : 'View Profile'}</SheetTitle>
          {!editing && me ? (
            <Button variant="secondary" size="sm" className="h-11" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit
            </Button>
          ) : null}
        </div>
        <SheetDescription className="sr-only">
          Your profile as others see it, and the form to change it.
        </SheetDescription>
        <div className="px-4 pb-4">
          {!me ? (
            <p role="status" className="flex items-center gap-2 py-10 text-sm text-zinc-300">
              {isLoading ? <Spinner /> : null}
              Loading profile...
            </p>
          ) : editing ? (
            <ProfileEditorForm
              idPrefix="panel"
              profile={me.profile}
              onSaved={() => {
                notify((toast) => toast.success('Profile updated'));
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <ProfileCard profile={cardFromOwn(me.profile)} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
