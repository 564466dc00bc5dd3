import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PostComposer } from '@/features/dashboard/components/post-composer';
import { MediaUploadScreen } from '@/features/photos/components/media-upload-screen';
import { StoryComposer } from '@/features/stories/components/story-composer';

/**
 * /app/media/upload: photos go to a post (the dashboard's composer, which uploads them as post photos),
 * a story (the stories composer, with the first photo) or an album.
 */
export default function MediaUploadRoute() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4 px-4 pt-6 pb-6">
      <title>Upload · Blaze</title>
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">
        <span className="block text-[11px] font-bold tracking-[0.12em] text-brand-text uppercase">
          Raw AF
        </span>
        Upload
      </h1>
      <MediaUploadScreen
        postComposer={(files, close) => (
          <PostComposer
            open
            editing={null}
            initialFiles={files}
            onPosted={() => void navigate(paths.dashboard.to())}
            onOpenChange={(open) => {
              if (open) return;
              close();
            }}
          />
        )}
        storyComposer={(file, close) => (
          <StoryComposer
            open
            initialPhoto={file}
            onAdded={() => void navigate(paths.dashboard.to())}
            onOpenChange={(open) => {
              if (open) return;
              close();
            }}
          />
        )}
      />
    </div>
  );
}
