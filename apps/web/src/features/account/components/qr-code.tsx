import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * A QR code drawn in the browser (uqr, no network): the otpauth:// address never leaves the page.
 * Dark on white, as authenticator apps read best.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return (
    <img
      src={src}
      alt={label}
      width={192}
      height={192}
      className="mx-auto size-48 rounded-xl bg-white p-1"
    />
  );
}
