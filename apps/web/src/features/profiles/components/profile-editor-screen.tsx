import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { ProfileEditorForm } from '@/features/profiles/components/profile-editor-form';

/** /profile-editor: the full own-profile form; Save and Cancel both go back to the profile. */
export function ProfileEditorScreen() {
  const { me } = useSession();
  const navigate = useNavigate();
  if (!me) return null;
  const back = () => void navigate(paths.profile.to());
  return (
    // -mb-6 takes back the part of the shell's bottom padding (5.5rem) that the tab bar (4rem) does
    // not cover, so at the end of the page the Save bar still rests on the tab bar with no gap.
    <div className="-mb-6 flex flex-col gap-4 px-4 pt-6">
      <title>Edit Profile · Blaze</title>
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">Edit Profile</h1>
      <ProfileEditorForm
        profile={me.profile}
        onSaved={() => {
          notify((toast) => toast.success('Profile updated'));
          back();
        }}
        onCancel={back}
        // The tab bar is 4rem tall plus the safe area; the Save bar tucks under its 1px top border.
        actionsClassName="bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30"
      />
    </div>
  );
}
