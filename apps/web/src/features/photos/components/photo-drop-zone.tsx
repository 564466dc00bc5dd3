import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { ImageUp } from 'lucide-react';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@blaze/contracts/constants';
import { PHOTO_MIME_TYPES, UPLOAD_TOO_LARGE_MESSAGE } from '@blaze/contracts/photos';
import { cn } from '@/lib/cn';

const ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/** The member-facing reasons a dropped file was refused (react-dropzone's own wording). */
export function rejectionMessages(rejections: readonly FileRejection[]): string[] {
  const messages = new Set<string>();
  for (const rejection of rejections) {
    for (const error of rejection.errors) {
      if (error.code === 'file-too-large') messages.add(UPLOAD_TOO_LARGE_MESSAGE);
      messages.add(error.message);
    }
  }
  return [...messages];
}

interface PhotoDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Drop or pick one JPEG, PNG or WebP photo up to 10 MB. */
export function PhotoDropZone({ onFile, disabled = false }: PhotoDropZoneProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: UPLOAD_MAX_BYTES,
    disabled,
    onDrop: (accepted, rejected) => {
      setErrors(rejectionMessages(rejected));
      const file = accepted[0];
      if (file && rejected.length === 0) onFile(file);
    },
  });

  return (
    <div className="flex flex-col gap-2">
      <div
        {...getRootProps({
          className: cn(
            'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 text-center transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-text',
            isDragActive
              ? 'border-brand-text bg-brand/10'
              : 'border-zinc-700 hover:border-zinc-500',
            disabled && 'pointer-events-none opacity-50',
          ),
          role: 'button',
          'aria-label': 'Choose a photo',
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Photo file' })} />
        <ImageUp aria-hidden className="size-8 text-zinc-400" />
        <p className="text-[15px] font-semibold text-zinc-100">
          {isDragActive ? 'Drop it here' : 'Tap to choose a photo, or drop one here'}
        </p>
        <p className="text-xs text-zinc-400">
          {PHOTO_MIME_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', ')} · up
          to {UPLOAD_MAX_MB} MB
        </p>
      </div>
      {errors.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-0.5 text-sm text-red-300">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
