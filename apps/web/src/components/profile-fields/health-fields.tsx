import type { ReactNode } from 'react';
import { HIV_STATUSES, PREP_STATUSES } from '@blaze/contracts/catalogues';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { OptionSelect } from '@/components/profile-fields/option-select';

interface HealthFieldsProps {
  /** Prefixes the ids (`${idPrefix}-hiv`, ...), so two forms never share ids. */
  idPrefix: string;
  hivStatus: string;
  onHivStatusChange: (value: string) => void;
  onPrep: string;
  onOnPrepChange: (value: string) => void;
  showHealth: boolean;
  onShowHealthChange: (value: boolean) => void;
  /** The test date, where the form keeps one. */
  lastTested?: { value: string; onChange: (value: string) => void };
  /** HIV status and PrEP side by side rather than stacked. */
  paired?: boolean;
}

/** HIV status, PrEP, last test and the switch that shows them on the profile. */
export function HealthFields({
  idPrefix,
  hivStatus,
  onHivStatusChange,
  onPrep,
  onOnPrepChange,
  showHealth,
  onShowHealthChange,
  lastTested,
  paired = false,
}: HealthFieldsProps) {
  const statuses: ReactNode = (
    <>
      <OptionSelect
        id={`${idPrefix}-hiv`}
        label="HIV status"
        options={HIV_STATUSES}
        value={hivStatus}
        onChange={onHivStatusChange}
      />
      <OptionSelect
        id={`${idPrefix}-prep`}
        label="On PrEP"
        options={PREP_STATUSES}
        value={onPrep}
        onChange={onOnPrepChange}
      />
    </>
  );
  return (
    <>
      {paired ? <div className="grid grid-cols-2 gap-3">{statuses}</div> : statuses}
      {lastTested ? (
        <Field id={`${idPrefix}-last-tested`} label="Last tested">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={lastTested.value}
              onChange={(event) => lastTested.onChange(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={`${idPrefix}-show-health`} className="text-[15px] text-zinc-100">
          Show my health info on my profile
        </label>
        <Switch
          id={`${idPrefix}-show-health`}
          checked={showHealth}
          onCheckedChange={onShowHealthChange}
        />
      </div>
    </>
  );
}
