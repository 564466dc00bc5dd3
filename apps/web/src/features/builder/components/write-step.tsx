import { TEXT_SECTION_MAX } from '@blaze/contracts/constants';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { canSave, type ProfileTextValues } from '@/features/builder/lib/builder-state';

const SECTIONS = [
  { key: 'aboutMe', title: 'About me', placeholder: 'Who you are, in a few lines' },
  { key: 'whatImInto', title: "What I'm into", placeholder: 'What gets you going' },
  { key: 'lookingFor', title: 'Looking for', placeholder: 'Who and what you want to meet' },
] as const;

interface WriteStepProps {
  text: ProfileTextValues;
  onChange: (text: ProfileTextValues) => void;
  onSave: () => void;
  saving: boolean;
}

/** Step 9: the three text sections, 500 characters each, and Save Profile. */
export function WriteStep({ text, onChange, onSave, saving }: WriteStepProps) {
  return (
    <div className="flex flex-col gap-4">
      {SECTIONS.map((section) => (
        <div key={section.key} className="flex flex-col gap-1.5">
          <Label htmlFor={`builder-${section.key}`}>{section.title}</Label>
          <Textarea
            id={`builder-${section.key}`}
            aria-describedby={`builder-${section.key}-count`}
            maxLength={TEXT_SECTION_MAX}
            placeholder={section.placeholder}
            value={text[section.key]}
            onChange={(event) => onChange({ ...text, [section.key]: event.target.value })}
          />
          <CharCounter
            id={`builder-${section.key}-count`}
            value={text[section.key]}
            max={TEXT_SECTION_MAX}
          />
        </div>
      ))}
      <Button size="lg" disabled={!canSave(text)} loading={saving} onClick={onSave}>
        Save Profile
      </Button>
    </div>
  );
}
