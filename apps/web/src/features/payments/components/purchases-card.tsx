import { useState } from 'react';
import { Link } from 'react-router';
import { Crown, ExternalLink, Flame, MapPin, Receipt, Zap } from 'lucide-react';
import type { EntitlementsSummary } from '@blaze/contracts/entitlements';
import type { Billing, Order } from '@blaze/contracts/payments';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelSubscription } from '@/features/payments/api/cancel-subscription';
import { useOpenBillingPortal } from '@/features/payments/api/get-billing-portal';
import { useEntitlements } from '@/features/payments/api/get-entitlements';
import { useOrders } from '@/features/payments/api/get-orders';
import { useProducts } from '@/features/payments/api/get-products';
import { useSubscription } from '@/features/payments/api/get-subscription';
import { formatMoney } from '@/features/payments/lib/money';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

const STATUS_WORDS: Record<Order['status'], string> = {
  pending: 'Not paid yet',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
};

/** Settings' Purchases: what he has and until when, Blaze Plus, the add-ons on sale and his receipts. */
export function PurchasesCard() {
  const entitlements = useEntitlements();
  const billing = useSubscription();
  return (
    <Card role="region" aria-labelledby="purchases-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="purchases-title">Purchases</h2>
        </CardTitle>
        <CardDescription>Your add-ons, Blaze Plus and receipts.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {entitlements.data ? (
          <WhatYouHave summary={entitlements.data} />
        ) : entitlements.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyMessage(entitlements.error)}
          </p>
        ) : (
          <Skeleton className="h-28" />
        )}
        {billing.data?.subscription ? <PlusSubscription billing={billing.data} /> : null}
        <AddOns plusRunning={isPlusRunning(billing.data)} />
        <Receipts />
      </CardContent>
    </Card>
  );
}

function isPlusRunning(billing: Billing | undefined) {
  const sub = billing?.subscription;
  return sub?.status === 'active' || sub?.status === 'past_due';
}

/** ' · use by 3 Dec 2026' when the soonest-ending grant of a feature with uses left has an end. */
function soonestEnd(summary: EntitlementsSummary, feature: 'boost' | 'roam' | 'right_now') {
  const now = Date.now();
  const ends = summary.grants
    .filter(
      (g) =>
        g.feature === feature &&
        g.endsAt !== null &&
        new Date(g.startsAt).getTime() <= now &&
        new Date(g.endsAt).getTime() > now &&
        (g.quantity === null || g.used < g.quantity),
    )
    .map((g) => g.endsAt!)
    .sort();
  return ends[0] ? ` · use by ${day(ends[0])}` : '';
}

function WhatYouHave({ summary }: { summary: EntitlementsSummary }) {
  const { plus, rightNow, boost, roam } = summary;
  const rows = [
    {
      icon: Crown,
      label: 'Blaze Plus',
      value: plus.active ? (plus.endsAt ? `Until ${day(plus.endsAt)}` : 'Active') : 'Not active',
    },
    {
      icon: Flame,
      label: 'Right Now',
      value: rightNow.unlimited
        ? 'Unlimited'
        : `${rightNow.freeLeft} of ${rightNow.freePerDay} free left today${
            rightNow.packLeft ? `, ${rightNow.packLeft} from packs` : ''
          }`,
    },
    {
      icon: Zap,
      label: 'Boosts',
      value: `${boost.left} left${boost.left ? soonestEnd(summary, 'boost') : ''}`,
    },
    {
      icon: MapPin,
      label: 'Roam',
      value: roam.unlimited ? 'Unlimited' : `${roam.left} pass${roam.left === 1 ? '' : 'es'} left`,
    },
  ];
  return (
    <section aria-label="What you have">
      <ul className="flex flex-col divide-y divide-zinc-800/80 rounded-xl ring-1 ring-zinc-800">
        {rows.map((row) => (
          <li key={row.label} className="flex items-center gap-3 px-3 py-2.5">
            <row.icon aria-hidden className="size-4 shrink-0 text-zinc-400" />
            <span className="flex-1 text-sm font-medium text-zinc-100">{row.label}</span>
            <span className="text-sm text-zinc-300" data-testid={`have-${row.label}`}>
              {row.value}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlusSubscription({ billing }: { billing: Billing }) {
  const sub = billing.subscription!;
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSubscription();
  const portal = useOpenBillingPortal();
  const words =
    sub.status === 'cancelled'
      ? `Ended on ${day(sub.currentPeriodEnd)}.`
      : sub.status === 'past_due'
        ? 'The last payment failed, so Plus is paused. Update your card to bring it back.'
        : sub.cancelAtPeriodEnd
          ? `Cancelled: Plus runs until ${day(sub.currentPeriodEnd)}.`
          : `Renews on ${day(sub.currentPeriodEnd)}.`;
  const live = sub.status !== 'cancelled';
  return (
    <section aria-label="Blaze Plus subscription" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-zinc-100">Blaze Plus</h3>
      <p className="text-sm text-zinc-400">{words}</p>
      <div className="flex flex-wrap gap-2">
        {live && !sub.cancelAtPeriodEnd ? (
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            Cancel Plus
          </Button>
        ) : null}
        {billing.portal ? (
          <Button
            variant="outline"
            size="sm"
            loading={portal.isPending}
            onClick={() => portal.mutate()}
          >
            <ExternalLink aria-hidden /> Manage billing
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancel Blaze Plus?"
        description={`You keep Plus until ${day(sub.currentPeriodEnd)}; it does not renew after that.`}
        confirmLabel="Cancel Plus"
        confirmVariant="destructive"
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notify((toast) => toast('Plus will not renew'));
            },
          })
        }
      />
    </section>
  );
}

function AddOns({ plusRunning }: { plusRunning: boolean }) {
  const products = useProducts();
  if (!products.data) return null;
  return (
    <section aria-label="Add-ons" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-zinc-100">Add-ons</h3>
      <ul className="flex flex-col gap-2">
        {products.data.items.map((p) => (
          <li
            key={p.id}
            className="flex items-center gap-3 rounded-xl bg-zinc-900/60 px-3 py-2.5 ring-1 ring-zinc-800"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-zinc-100">{p.name}</p>
              <p className="truncate text-xs text-zinc-400">{p.gives.join(' · ')}</p>
            </div>
            {p.kind === 'subscription' && plusRunning ? (
              <Badge variant="outline">Yours</Badge>
            ) : (
              <Button asChild size="sm" variant="secondary">
                <Link
                  to={paths.checkout.to(p.id, paths.settings.to())}
                  aria-label={`Buy ${p.name} for ${formatMoney(p.price)}`}
                >
                  {formatMoney(p.price)}
                </Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Receipts() {
  const orders = useOrders();
  const shown = orders.data?.items.filter((o) => o.status !== 'pending') ?? [];
  if (!shown.length) return null;
  return (
    <section aria-label="Receipts" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-zinc-100">Receipts</h3>
      <ul className="flex flex-col divide-y divide-zinc-800/80">
        {shown.map((o) => (
          <li key={o.id} className="flex items-center gap-3 py-2">
            <Receipt aria-hidden className="size-4 shrink-0 text-zinc-500" />
            <div className="min-w-0 flex-1">
              <p className="text-sm text-zinc-100">{o.productName}</p>
              <p className="text-xs text-zinc-400">
                {day(o.paidAt ?? o.createdAt)}
                {o.cardLast4 ? ` · card ending ${o.cardLast4}` : ''}
                {o.status === 'failed' && o.failureReason ? ` · ${o.failureReason}` : ''}
              </p>
            </div>
            <div className="text-right">
              <p className="text-sm text-zinc-200">{formatMoney(o.price)}</p>
              <p
                className={
                  o.status === 'paid' ? 'text-xs text-emerald-300' : 'text-xs text-zinc-400'
                }
              >
                {STATUS_WORDS[o.status]}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
