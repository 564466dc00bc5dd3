import type { FastifyRequest } from 'fastify';
import { UPLOAD_TOO_LARGE_MESSAGE } from '@blaze/contracts';
import { AppError } from '../lib/errors.ts';

/** Fastify multipart's error for a file over the upload cap: a 413 in words, for every upload route. */
export function tooLargeUpload(err: unknown): AppError | null {
  return (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
    ? new AppError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE_MESSAGE)
    : null;
}

/**
 * The one file of a multipart upload (field "file"), within the upload cap: 400 when the request is
 * not multipart or has no file, 413 when the file is over the cap. `what` names it ('photo').
 */
export async function readUpload(request: FastifyRequest, what = 'photo'): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError(400, 'BAD_REQUEST', `Send the ${what} as multipart/form-data.`);
  const file = await request.file();
  if (!file)
    throw new AppError(
      400,
      'BAD_REQUEST',
      what === 'photo' ? 'Choose a photo to upload.' : `Take a ${what} to send.`,
    );
  try {
    return await file.toBuffer();
  } catch (err) {
    throw tooLargeUpload(err) ?? err;
  }
}
