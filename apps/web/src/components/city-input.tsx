import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { CITY_SUGGESTIONS, suggestCities } from '@blaze/contracts/catalogues';
import { cn } from '@/lib/cn';
import { Input } from '@/components/ui/input';

type CityInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A city field with suggestions (spec section 5): after more than one typed character, a
 * case-insensitive substring match, at most five, and the list closes 150 ms after blur so a tap
 * on a suggestion still lands.
 */
export function CityInput({ id, value, onValueChange, className, ...props }: CityInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suggestions = open ? suggestCities(value) : [];
  const showList = suggestions.length > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function choose(name: string) {
    onValueChange(name);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="relative">
      <Input
        {...props}
        id={id}
        value={value}
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        className={className}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), CITY_SUGGESTIONS.closeAfterBlurMs);
        }}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === 'ArrowDown') setActive((i) => (i + 1) % suggestions.length);
          else if (event.key === 'ArrowUp')
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          else if (event.key === 'Enter' && active >= 0) choose(suggestions[active]!.name);
          else if (event.key === 'Escape') setOpen(false);
          else return;
          event.preventDefault();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested cities"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900 shadow-2xl"
      >
        {suggestions.map((city, index) => (
          <li
            key={city.name}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onPointerDown={(event) => {
              // Chosen on press, before the input's blur, so the list never closes under the finger.
              event.preventDefault();
              choose(city.name);
            }}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-between px-3.5 text-[15px] text-zinc-100 hover:bg-zinc-800',
              index === active && 'bg-zinc-800',
            )}
          >
            {city.name}
            <span className="text-xs text-zinc-500">{city.country}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
