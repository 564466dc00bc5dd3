import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALBUM_FULL_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from '@blaze/contracts/photos';
import { setUnauthorizedHandler } from './api-client';
import { uploadPhoto } from './upload-photo';

/** The browser's XMLHttpRequest as the upload uses it: the test decides what the server answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no upload sent');
  return FakeXhr.last;
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadPhoto', () => {
  it('posts the file with cookies through the API client, reports progress and returns the photo', async () => {
    const progress: number[] = [];
    const done = uploadPhoto(new Blob(['x']), 'public', (f) => progress.push(f), { main: true });
    expect(xhr()).toMatchObject({
      method: 'POST',
      url: '/api/photos?album=public&main=true',
      withCredentials: true,
    });
    expect(xhr().body?.get('file')).toBeInstanceOf(Blob);
    xhr().upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr().answer(201, { id: 'p1', isMain: true });
    await expect(done).resolves.toMatchObject({ id: 'p1', isMain: true });
    expect(progress).toEqual([0.25]);
  });

  it("words a refusal in the contract's texts", async () => {
    const tooBig = uploadPhoto(new Blob(['x']), 'public');
    xhr().answer(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'whatever' } });
    await expect(tooBig).rejects.toMatchObject({ status: 413, message: UPLOAD_TOO_LARGE_MESSAGE });

    const full = uploadPhoto(new Blob(['x']), 'public');
    xhr().answer(409, { error: { code: 'ALBUM_FULL', message: 'whatever' } });
    await expect(full).rejects.toMatchObject({ code: 'ALBUM_FULL', message: ALBUM_FULL_MESSAGE });

    const odd = uploadPhoto(new Blob(['x']), 'public');
    xhr().answer(400, { error: { code: 'UNSUPPORTED_FILE', message: 'Only JPEG, PNG or WebP.' } });
    await expect(odd).rejects.toMatchObject({ message: 'Only JPEG, PNG or WebP.' });
  });

  it('sends a member whose session ended to sign in, like every other call', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const done = uploadPhoto(new Blob(['x']), 'private');
    xhr().answer(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } });
    await expect(done).rejects.toMatchObject({
      status: 401,
      message: 'Your session has ended. Please sign in again.',
    });
    expect(handler).toHaveBeenCalled();
  });
});
