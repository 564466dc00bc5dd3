import { useEffect, useId, useRef, useState } from 'react';
import { Camera, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

const canPreview = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * Takes the selfie: a live front-camera preview with a Capture button where the browser allows it,
 * and always the phone's own camera through a file input (capture="user").
 */
export function SelfieCamera({ onPicked }: { onPicked: (file: Blob) => void }) {
  const inputId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);

  useEffect(() => () => stream?.getTracks().forEach((t) => t.stop()), [stream]);

  async function openCamera() {
    setCameraError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: false,
      });
      setStream(media);
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
    } catch {
      setCameraError('The camera could not be opened. Use "Take a selfie" instead.');
    }
  }

  function capture() {
    const el = video.current;
    if (!el || !el.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = el.videoWidth;
    canvas.height = el.videoHeight;
    canvas.getContext('2d')?.drawImage(el, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        stream?.getTracks().forEach((t) => t.stop());
        setStream(null);
        onPicked(blob);
      },
      'image/jpeg',
      0.9,
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera preview"
        className={stream ? 'aspect-[3/4] w-full rounded-2xl bg-black object-cover' : 'hidden'}
      />
      {stream ? (
        <Button onClick={capture} size="lg" block>
          <Camera aria-hidden /> Capture
        </Button>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl bg-zinc-800 px-4 text-sm font-semibold text-zinc-50 hover:bg-zinc-700 [&_svg]:size-4"
        >
          <Camera aria-hidden /> Take a selfie
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="user"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onPicked(file);
            event.target.value = '';
          }}
        />
        {canPreview() && !stream ? (
          <Button variant="outline" className="flex-1" onClick={() => void openCamera()}>
            <RefreshCw aria-hidden /> Live camera
          </Button>
        ) : null}
      </div>
      {cameraError ? (
        <p role="alert" className="text-sm text-red-300">
          {cameraError}
        </p>
      ) : null}
    </div>
  );
}
