import { createHmac, timingSafeEqual } from 'node:crypto';

/** Private photo links live five minutes and are bound to the one member they were made for. */
export const SIGNED_URL_TTL_MS = 5 * 60 * 1000;

export function signedUrlSigner(secret: string) {
  const key = createHmac('sha256', secret).update('blaze:private-photos:v1').digest();
  const sign = (photoId: string, file: string, viewerId: string, exp: number) =>
    createHmac('sha256', key)
      .update(`${photoId}\n${file}\n${viewerId}\n${exp}`)
      .digest('base64url');
  return {
    url(photoId: string, file: string, viewerId: string, now = Date.now()): string {
      const exp = now + SIGNED_URL_TTL_MS;
      return `/api/photos/${photoId}/file/${file}?exp=${exp}&sig=${sign(photoId, file, viewerId, exp)}`;
    },
    verify(
      photoId: string,
      file: string,
      viewerId: string,
      exp: number,
      sig: string,
      now = Date.now(),
    ): boolean {
      if (!Number.isFinite(exp) || exp < now) return false;
      const expected = Buffer.from(sign(photoId, file, viewerId, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
