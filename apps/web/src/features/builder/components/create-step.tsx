import { useState } from 'react';
import { Pencil, RefreshCw, Sparkles } from 'lucide-react';
import { TEXT_SECTION_MAX } from '@blaze/contracts/constants';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ProfileTextValues } from '@/features/builder/lib/builder-state';

const SECTIONS = [
  { key: 'aboutMe', title: 'About me' },
  { key: 'whatImInto', title: "What I'm into" },
  { key: 'lookingFor', title: 'Looking for' },
] as const;

function OptionCard({
  index,
  option,
  onSave,
  onUse,
}: {
  index: number;
  option: ProfileTextValues;
  onSave: (option: ProfileTextValues) => void;
  onUse: (option: ProfileTextValues) => void;
}) {
  const [editing, setEditing] = useState<ProfileTextValues | null>(null);
  const title = `Option ${index + 1}`;
  return (
    <article
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-zinc-800 bg-zinc-950/60 p-4"
    >
      <h3 className="text-sm font-bold text-zinc-50">{title}</h3>
      {SECTIONS.map((section) =>
        editing ? (
          <div key={section.key} className="flex flex-col gap-1.5">
            <Label htmlFor={`option-${index}-${section.key}`}>{section.title}</Label>
            <Textarea
              id={`option-${index}-${section.key}`}
              maxLength={TEXT_SECTION_MAX}
              value={editing[section.key]}
              onChange={(event) => setEditing({ ...editing, [section.key]: event.target.value })}
            />
            <CharCounter value={editing[section.key]} max={TEXT_SECTION_MAX} />
          </div>
        ) : (
          <div key={section.key}>
            <p className="text-[11px] font-bold tracking-[0.12em] text-zinc-400 uppercase">
              {section.title}
            </p>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-zinc-200">
              {option[section.key] || '—'}
            </p>
          </div>
        ),
      )}
      <div className="flex gap-2">
        {editing ? (
          <>
            <Button variant="secondary" className="flex-1" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button
              className="flex-1"
              onClick={() => {
                onSave(editing);
                setEditing(null);
              }}
            >
              Save changes
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              className="flex-1"
              aria-label={`Edit option ${index + 1}`}
              onClick={() => setEditing(option)}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
            <Button
              className="flex-1"
              aria-label={`Use option ${index + 1}`}
              onClick={() => onUse(option)}
            >
              Use This
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

interface CreateStepProps {
  options: ProfileTextValues[] | null;
  generating: boolean;
  onGenerate: () => void;
  onEdit: (index: number, option: ProfileTextValues) => void;
  onUse: (option: ProfileTextValues) => void;
  onWriteOwn: () => void;
}

/** Step 8: three generated options, each viewable, editable (Cancel restores it) and usable. */
export function CreateStep({
  options,
  generating,
  onGenerate,
  onEdit,
  onUse,
  onWriteOwn,
}: CreateStepProps) {
  return (
    <div className="flex flex-col gap-4">
      {generating ? (
        <p role="status" className="flex items-center gap-2.5 text-sm text-zinc-300">
          <Spinner />
          Writing three options for you...
        </p>
      ) : null}
      {options ? (
        <>
          {options.map((option, index) => (
            <OptionCard
              key={index}
              index={index}
              option={option}
              onSave={(edited) => onEdit(index, edited)}
              onUse={onUse}
            />
          ))}
          <Button variant="outline" loading={generating} onClick={onGenerate}>
            {generating ? null : <RefreshCw aria-hidden />}
            Generate again
          </Button>
        </>
      ) : generating ? null : (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-zinc-800 bg-zinc-950/60 p-5 text-center">
          <Sparkles aria-hidden className="size-8 text-brand-text" />
          <p className="text-[15px] font-semibold text-zinc-100">Ready when you are</p>
          <p className="text-sm text-zinc-400">
            Press Generate for three profiles written from your answers, or write your own.
          </p>
        </div>
      )}
      <Button variant="ghost" onClick={onWriteOwn}>
        Write my own
      </Button>
    </div>
  );
}
