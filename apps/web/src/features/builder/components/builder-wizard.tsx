import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { BUILDER_STEPS } from '@blaze/contracts/builder';
import { sessionKeys, useSession } from '@/lib/auth';
import { uploadPhoto } from '@/lib/upload-photo';
import { Button } from '@/components/ui/button';
import { useGenerateProfile } from '@/features/builder/api/generate-profile';
import { useSaveBuilderProfile } from '@/features/builder/api/save-builder-profile';
import {
  BasicsStep,
  BodyStep,
  HealthStep,
  IntentStep,
  InterestsStep,
  KinksStep,
  PreferencesStep,
} from '@/features/builder/components/builder-steps';
import { CreateStep } from '@/features/builder/components/create-step';
import { PhotosStep, type PickedPhoto } from '@/features/builder/components/photos-step';
import { WriteStep } from '@/features/builder/components/write-step';
import {
  builderReducer,
  canSave,
  draftForGeneration,
  emptyDraft,
  initialBuilderState,
  primaryAction,
  primaryLabel,
  progressPercent,
  stepHeading,
} from '@/features/builder/lib/builder-state';
import {
  forgetBuilderDraft,
  loadBuilderDraft,
  saveBuilderDraft,
} from '@/features/builder/lib/builder-draft';
import { notify } from '@/lib/notify';
import { ProgressBar } from '@/components/ui/progress-bar';

const PHOTOS_STEP = 7;

interface BuilderWizardProps {
  /** Called after a successful save (the sheet closes, the page goes to the profile). */
  onDone: () => void;
  /** Renders the heading as the sheet's or page's title. */
  renderTitle: (title: string) => ReactNode;
}

/** The 10-step profile builder of spec section 2, shared by the bottom sheet and the pages. */
export function BuilderWizard({ onDone, renderTitle }: BuilderWizardProps) {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const memberId = me?.user.id ?? null;
  const [state, dispatch] = useReducer(builderReducer, undefined, () => {
    const empty = emptyDraft({
      name: me?.profile.displayName ?? '',
      age: me?.profile.age ?? null,
      location: me?.profile.city ?? '',
    });
    // Reopened: back on the step he left, with his answers (issue 35).
    return (
      (memberId && loadBuilderDraft(memberId, empty, BUILDER_STEPS.length - 1)) ||
      initialBuilderState(empty)
    );
  });
  const saved = useRef(false);
  useEffect(() => {
    if (memberId && !saved.current) saveBuilderDraft(memberId, state);
  }, [memberId, state]);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const generate = useGenerateProfile();
  const save = useSaveBuilderProfile();
  const bodyRef = useRef<HTMLDivElement>(null);
  const { step, draft, options, text } = state;
  const hasOptions = Boolean(options && options.length > 0);

  function scrollTop() {
    bodyRef.current?.scrollTo({ top: 0 });
  }

  function runGenerate() {
    generate.mutate(draftForGeneration(draft), {
      onSuccess: (response) => dispatch({ type: 'generated', options: response.profiles }),
      onError: () =>
        notify((toast) =>
          toast.error('Generation Failed', {
            description:
              'Failed to generate AI profile. You can try again or write your profile manually.',
          }),
        ),
    });
  }

  async function uploadPicked() {
    const pending = photos.filter((photo) => !photo.uploaded);
    if (pending.length === 0) return;
    setUploading(true);
    let failed = 0;
    const next = [...photos];
    for (const photo of pending) {
      try {
        await uploadPhoto(photo.file, 'public');
        const index = next.findIndex((item) => item.id === photo.id);
        next[index] = { ...photo, uploaded: true };
      } catch {
        failed += 1;
      }
    }
    setUploading(false);
    // Failed uploads are skipped (spec section 7); the member hears how many.
    setPhotos(next.filter((photo) => photo.uploaded));
    setPhotoNote(
      failed > 0
        ? `${failed} photo${failed === 1 ? '' : 's'} could not be uploaded and ${failed === 1 ? 'was' : 'were'} skipped.`
        : null,
    );
    if (failed < pending.length) {
      void queryClient.invalidateQueries({ queryKey: ['photos'] });
      // The first public photo becomes the avatar the shell shows.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    }
  }

  function runSave() {
    if (!me) {
      notify((toast) =>
        toast.error('Error', { description: 'Please log in to save your profile.' }),
      );
      return;
    }
    save.mutate(
      { draft, text },
      {
        onSuccess: () => {
          saved.current = true;
          forgetBuilderDraft(me.user.id);
          notify((toast) =>
            toast.success('Profile Saved!', {
              description: 'Your profile has been saved successfully.',
            }),
          );
          void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
          onDone();
        },
        onError: () =>
          notify((toast) =>
            toast.error('Save Failed', {
              description: 'Failed to save your profile. Please try again.',
            }),
          ),
      },
    );
  }

  async function onPrimary() {
    const action = primaryAction(step, hasOptions);
    if (action === 'generate') return runGenerate();
    if (action === 'save') return runSave();
    if (step === PHOTOS_STEP) await uploadPicked();
    dispatch({ type: 'next' });
    scrollTop();
  }

  const onChange = (next: typeof draft) => dispatch({ type: 'draft', draft: next });
  const steps = [
    <IntentStep key={0} draft={draft} onChange={onChange} />,
    <BasicsStep key={1} draft={draft} onChange={onChange} />,
    <BodyStep key={2} draft={draft} onChange={onChange} />,
    <PreferencesStep key={3} draft={draft} onChange={onChange} />,
    <HealthStep key={4} draft={draft} onChange={onChange} />,
    <InterestsStep key={5} draft={draft} onChange={onChange} />,
    <KinksStep key={6} draft={draft} onChange={onChange} />,
    <PhotosStep key={7} photos={photos} onChange={setPhotos} note={photoNote} />,
    <CreateStep
      key={8}
      options={options}
      generating={generate.isPending}
      onGenerate={runGenerate}
      onEdit={(index, option) => dispatch({ type: 'option-edited', index, option })}
      onUse={(option) => {
        dispatch({ type: 'use-option', option });
        scrollTop();
      }}
      onWriteOwn={() => {
        dispatch({ type: 'write-own' });
        scrollTop();
      }}
    />,
    <WriteStep
      key={9}
      text={text}
      onChange={(next) => dispatch({ type: 'text', text: next })}
      onSave={runSave}
      saving={save.isPending}
    />,
  ];

  const busy = uploading || generate.isPending || save.isPending;
  const primaryDisabled = step === BUILDER_STEPS.length - 1 && !canSave(text);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="shrink-0 px-5 pt-3 pb-3 pr-14">
        {renderTitle('AI Profile Builder')}
        <p className="mt-1 text-sm font-medium text-zinc-300" aria-live="polite">
          {stepHeading(step)}
        </p>
        <ProgressBar
          aria-label="Profile builder progress"
          percent={progressPercent(step)}
          className="mt-3 h-1.5"
        />
      </div>
      <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto px-5 pt-2 pb-5">
        {steps[step]}
      </div>
      <div className="flex shrink-0 gap-2.5 border-t border-zinc-800 px-5 py-3">
        <Button
          variant="secondary"
          size="lg"
          disabled={step === 0 || busy}
          onClick={() => {
            dispatch({ type: 'back' });
            scrollTop();
          }}
        >
          <ChevronLeft aria-hidden />
          Back
        </Button>
        <Button
          size="lg"
          className="flex-1"
          disabled={primaryDisabled}
          loading={busy}
          onClick={() => void onPrimary()}
        >
          {uploading ? 'Uploading photos...' : primaryLabel(step, hasOptions)}
        </Button>
      </div>
    </div>
  );
}
