import { describe, expect, it } from 'vitest';
import type { FileRejection } from 'react-dropzone';
import { rejectionMessages } from '@/features/photos/components/photo-drop-zone';

const file = Object.assign(new File(['x'], 'a.gif', { type: 'image/gif' }), {
  path: 'a.gif',
  relativePath: 'a.gif',
});

describe('drop zone rejection messages', () => {
  it('adds the 10 MB message to a too-large file and keeps the others as they are', () => {
    const rejections: FileRejection[] = [
      {
        file,
        errors: [
          { code: 'file-too-large', message: 'File is larger than 10485760 bytes' },
          { code: 'file-invalid-type', message: 'File type must be image/jpeg' },
        ],
      },
      { file, errors: [{ code: 'too-many-files', message: 'Too many files' }] },
    ];
    expect(rejectionMessages(rejections)).toEqual([
      'File size must be less than 10MB',
      'File is larger than 10485760 bytes',
      'File type must be image/jpeg',
      'Too many files',
    ]);
  });
});
