import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Check, Eye, X } from 'lucide-react';
import { VERIFICATION_DECLINE_TEMPLATES } from '@blaze/contracts/verification';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useDecideVerification } from '@/features/verification/api/decide-verification';
import { useVerificationRequest } from '@/features/verification/api/get-verification-request';

/** /admin/verification/:requestId: the selfie beside his photos, the pose asked, approve or decline. */
export function VerificationReview({ requestId }: { requestId: string }) {
  const request = useVerificationRequest(requestId);
  const decide = useDecideVerification(requestId);
  const navigate = useNavigate();
  const [revealed, setRevealed] = useState(false);
  const [reason, setReason] = useState('');
  const item = request.data;
  const back = paths.adminVerification.to();

  const submit = (decision: 'approve' | 'decline') =>
    decide.mutate({ decision, reason }, { onSuccess: () => void navigate(back) });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-10">
      <title>Review verification · Admin · Blaze</title>
      <Link to={back} className="flex items-center gap-1 text-sm text-zinc-300 hover:text-zinc-50">
        <ArrowLeft aria-hidden className="size-4" /> Queue
      </Link>
      {request.isPending ? <Skeleton className="h-96 w-full rounded-2xl" /> : null}
      {request.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(request.error)}
        </p>
      ) : null}
      {item ? (
        <>
          <h1 className="text-2xl font-black tracking-tight text-zinc-50">
            {memberName(item.member)}
          </h1>
          <p className="text-sm text-zinc-300">
            Pose asked: <strong className="text-zinc-50">{item.pose}</strong>
          </p>
          <div className="grid grid-cols-2 gap-3">
            <figure className="flex flex-col gap-1">
              <figcaption className="text-xs font-semibold text-zinc-400 uppercase">
                Selfie
              </figcaption>
              {item.selfieUrl ? (
                <button
                  type="button"
                  onClick={() => setRevealed(true)}
                  aria-label={revealed ? 'Selfie' : 'Reveal the selfie'}
                  className="relative overflow-hidden rounded-xl bg-black"
                >
                  <img
                    src={item.selfieUrl}
                    alt={revealed ? `Selfie of ${memberName(item.member)}` : ''}
                    className={
                      revealed
                        ? 'aspect-[3/4] w-full object-cover'
                        : 'aspect-[3/4] w-full object-cover blur-2xl'
                    }
                  />
                  {revealed ? null : (
                    <span className="absolute inset-0 flex items-center justify-center gap-1 text-sm font-semibold text-white">
                      <Eye aria-hidden className="size-4" /> Reveal
                    </span>
                  )}
                </button>
              ) : (
                <p className="rounded-xl bg-zinc-900 p-4 text-sm text-zinc-400">
                  The selfie was deleted once this request was decided.
                </p>
              )}
            </figure>
            <figure className="flex flex-col gap-1">
              <figcaption className="text-xs font-semibold text-zinc-400 uppercase">
                Profile photos
              </figcaption>
              <div className="grid grid-cols-2 gap-1">
                {item.photos.map((photo, i) => (
                  <img
                    key={photo.id}
                    src={photo.url}
                    alt={`${memberName(item.member)}, profile ${i + 1}`}
                    className="aspect-[3/4] w-full rounded-lg object-cover"
                  />
                ))}
              </div>
            </figure>
          </div>
          {item.status === 'pending' ? (
            <Card>
              <CardContent className="flex flex-col gap-3 pt-5">
                <label
                  htmlFor="verification-reason"
                  className="text-sm font-semibold text-zinc-100"
                >
                  Reason (he reads it when declined)
                </label>
                <div className="flex flex-wrap gap-2">
                  {VERIFICATION_DECLINE_TEMPLATES.map((template) => (
                    <Button
                      key={template}
                      size="sm"
                      variant="secondary"
                      className="h-auto py-1.5 text-left whitespace-normal"
                      onClick={() => setReason(template)}
                    >
                      {template}
                    </Button>
                  ))}
                </div>
                <Textarea
                  id="verification-reason"
                  value={reason}
                  maxLength={500}
                  onChange={(event) => setReason(event.target.value)}
                />
                <div className="flex gap-2">
                  <Button
                    variant="destructive"
                    className="flex-1"
                    loading={decide.isPending && decide.variables?.decision === 'decline'}
                    disabled={reason.trim().length < 3}
                    onClick={() => submit('decline')}
                  >
                    <X aria-hidden /> Decline
                  </Button>
                  <Button
                    className="flex-1"
                    loading={decide.isPending && decide.variables?.decision === 'approve'}
                    onClick={() => submit('approve')}
                  >
                    <Check aria-hidden /> Approve
                  </Button>
                </div>
                {decide.isError ? (
                  <p role="alert" className="text-sm text-red-300">
                    {friendlyMessage(decide.error)}
                  </p>
                ) : null}
              </CardContent>
            </Card>
          ) : (
            <p className="text-sm text-zinc-300">
              <span className="capitalize">{item.status}</span>
              {item.reason ? `: ${item.reason}` : ''}
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
