import { lazy, Suspense, useState } from 'react';

// The upload dialog (with the crop and drop-zone libraries) downloads on first open.
const PhotoUploadDialog = lazy(() =>
  import('@/features/photos/components/photo-upload-dialog').then((m) => ({
    default: m.PhotoUploadDialog,
  })),
);

interface ProfilePhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The profile photo upload dialog, fetched and mounted the first time it opens, then kept. */
export function ProfilePhotoDialog({ open, onOpenChange }: ProfilePhotoDialogProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return (
    <Suspense fallback={null}>
      {mounted ? (
        <PhotoUploadDialog mode="profile" open={open} onOpenChange={onOpenChange} />
      ) : null}
    </Suspense>
  );
}
