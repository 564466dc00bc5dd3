import { useId, useState, type FormEvent } from 'react';
import { Tag } from 'lucide-react';
import type { Product } from '@blaze/contracts/payments';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAdminProducts, useUpdateProduct } from '@/features/payments/api/admin-products';
import { currencyDigits, formatMoney } from '@/features/payments/lib/money';

/** One product's price (in the currency's main unit: 3.99 EUR), currency and whether it is on sale. */
function ProductPriceRow({ product }: { product: Product }) {
  const id = useId();
  const update = useUpdateProduct();
  const startDigits = currencyDigits(product.price.currency);
  const [amount, setAmount] = useState(
    (product.price.amountMinor / 10 ** startDigits).toFixed(startDigits),
  );
  const [currency, setCurrency] = useState(product.price.currency.toUpperCase());
  const amountMinor = Math.round(Number(amount.replace(',', '.')) * 10 ** currencyDigits(currency));
  const valid = Number.isFinite(amountMinor) && amountMinor > 0 && /^[A-Za-z]{3}$/.test(currency);

  function save(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    update.mutate(
      { id: product.id, patch: { amountMinor, currency } },
      { onSuccess: (p) => notify((toast) => toast(`${p.name}: ${formatMoney(p.price)}`)) },
    );
  }

  return (
    <li className="flex flex-col gap-2 rounded-xl bg-zinc-950/60 p-3 ring-1 ring-zinc-800">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-zinc-50">{product.name}</span>
        <label htmlFor={`${id}-on`} className="flex items-center gap-2 text-xs text-zinc-400">
          On sale
          <Switch
            id={`${id}-on`}
            checked={product.active}
            disabled={update.isPending}
            onCheckedChange={(active) => update.mutate({ id: product.id, patch: { active } })}
          />
        </label>
      </div>
      <form onSubmit={save} className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-price`} className="text-xs text-zinc-400">
            Price
          </label>
          <Input
            id={`${id}-price`}
            value={amount}
            inputMode="decimal"
            aria-label={`${product.name} price`}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="flex w-20 flex-col gap-1">
          <label htmlFor={`${id}-currency`} className="text-xs text-zinc-400">
            Currency
          </label>
          <Input
            id={`${id}-currency`}
            value={currency}
            maxLength={3}
            aria-label={`${product.name} currency`}
            onChange={(e) => setCurrency(e.target.value.toUpperCase())}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!valid} loading={update.isPending}>
          Save
        </Button>
      </form>
    </li>
  );
}

/** Admin: the add-ons catalogue's prices. Orders keep the price they were made with. */
export function ProductPricesCard() {
  const products = useAdminProducts();
  return (
    <Card>
      <CardHeader>
        <Tag aria-hidden className="size-5 text-accent" />
        <CardTitle asChild>
          <h2>Add-on prices</h2>
        </CardTitle>
        <CardDescription>
          What members are charged. The server alone decides the price; open orders keep theirs.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {products.data ? (
          <ul className="flex flex-col gap-2.5">
            {products.data.items.map((p) => (
              <ProductPriceRow key={p.id} product={p} />
            ))}
          </ul>
        ) : products.isError ? (
          <p role="alert" className="text-sm text-red-300">
            The catalogue did not load.
          </p>
        ) : (
          <Skeleton className="h-40" />
        )}
      </CardContent>
    </Card>
  );
}
