import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { BuilderWizard } from '@/features/builder/components/builder-wizard';

/** /profile-builder and /app/profile-builder: the builder as a page; a save goes to the profile. */
export default function ProfileBuilderRoute() {
  const navigate = useNavigate();
  return (
    <div className="flex h-[calc(100dvh-5.5rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] flex-col">
      <title>AI Profile Builder · Blaze</title>
      <BuilderWizard
        onDone={() => void navigate(paths.profile.to())}
        renderTitle={(title) => <h1 className="text-lg font-bold text-zinc-50">{title}</h1>}
      />
    </div>
  );
}
