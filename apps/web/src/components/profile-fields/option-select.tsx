import { AGE_MAX, AGE_MIN } from '@blaze/contracts/constants';
import { humanise } from '@/lib/humanise';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i);

interface OptionSelectProps<T extends string | number> {
  id: string;
  label: string;
  options: readonly T[];
  /** The chosen option, or '' for none. */
  value: string | number;
  onChange: (value: string) => void;
  /** The label of the empty choice. */
  emptyLabel?: string;
}

/** A labelled select of catalogue options, with an empty first choice; ids are shown in words. */
export function OptionSelect<T extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  emptyLabel = 'Not set',
}: OptionSelectProps<T>) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {typeof option === 'string' ? humanise(option) : option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

type AgeSelectProps = Omit<OptionSelectProps<number>, 'options' | 'label'>;

/** The member's age, from the youngest allowed to the oldest. */
export function AgeSelect(props: AgeSelectProps) {
  return <OptionSelect {...props} label="Age" options={AGES} />;
}
