import { ProfileEditorScreen } from '@/features/profiles/components/profile-editor-screen';

/** /profile-editor: the full own-profile form; Save and Cancel both go back to the profile. */
export default function ProfileEditorRoute() {
  return <ProfileEditorScreen />;
}
