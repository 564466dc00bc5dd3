import { useId, useState, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import type { CardPaymentBody } from '@blaze/contracts/payments';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatExpiry, groupCardNumber } from '@/features/payments/lib/money';

interface CardFormProps {
  /** The button's words, e.g. 'Pay €3.99'. */
  payLabel: string;
  pending: boolean;
  /** Why the last attempt was refused, in words ('Your card was declined.'). */
  error: string | null;
  onPay: (card: CardPaymentBody) => void;
}

/**
 * The built-in provider's card form: number, expiry and security code. What he types goes to the server
 * once, which keeps only the last 4 digits; nothing is stored in the browser.
 */
export function CardForm({ payLabel, pending, error, onPay }: CardFormProps) {
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    onPay({ cardNumber, expiry, cvc });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Card details" noValidate>
      <Field id={`${id}-number`} label="Card number">
        {(control) => (
          <Input
            {...control}
            value={cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={23}
            onChange={(e) => setCardNumber(groupCardNumber(e.target.value))}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-expiry`} label="Expiry">
          {(control) => (
            <Input
              {...control}
              value={expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            />
          )}
        </Field>
        <Field id={`${id}-cvc`} label="Security code">
          {(control) => (
            <Input
              {...control}
              value={cvc}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            />
          )}
        </Field>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-xl bg-red-500/10 px-3 py-2.5 text-sm text-red-200 ring-1 ring-red-500/25"
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pending} disabled={!cardNumber || !expiry || !cvc}>
        <Lock aria-hidden /> {payLabel}
      </Button>
    </form>
  );
}
