import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ImagePlus } from 'lucide-react';
import type { Post } from '@blaze/contracts/posts';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CreatorsEmptyState } from '@/features/creators/components/creators-empty-state';
import { FeedList } from '@/features/dashboard/components/feed-list';
import { PostComposer } from '@/features/dashboard/components/post-composer';
import { MyAlbums } from '@/features/photos/components/my-albums';

type MediaTab = 'albums' | 'creators';

/** /app/media ('Raw AF' in the tab bar): My Albums, and Creators (posts of members with a creator profile). */
export default function MediaRoute() {
  const [search, setSearch] = useSearchParams();
  const tab: MediaTab = search.get('tab') === 'creators' ? 'creators' : 'albums';
  const [editing, setEditing] = useState<Post | null>(null);

  return (
    <div className="flex flex-col gap-4 pt-6 pb-6">
      <title>{tab === 'creators' ? 'Creators · Blaze' : 'My Albums · Blaze'}</title>
      <div className="flex items-end justify-between gap-3 px-4">
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">
          <span className="block text-[11px] font-bold tracking-[0.12em] text-brand-text uppercase">
            Raw AF
          </span>
          {tab === 'creators' ? 'Creators' : 'My Albums'}
        </h1>
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.mediaUpload.to()}>
            <ImagePlus aria-hidden /> Upload
          </Link>
        </Button>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearch(next === 'creators' ? { tab: 'creators' } : {}, { replace: true })
        }
        className="flex flex-col gap-4"
      >
        <TabsList className="mx-4">
          <TabsTrigger value="albums">My Albums</TabsTrigger>
          <TabsTrigger value="creators">Creators</TabsTrigger>
        </TabsList>
        <TabsContent value="albums" className="px-4">
          <MyAlbums />
        </TabsContent>
        <TabsContent value="creators">
          {tab === 'creators' ? (
            <FeedList tab="creators" onEdit={setEditing} empty={<CreatorsEmptyState />} />
          ) : null}
        </TabsContent>
      </Tabs>
      <PostComposer
        open={editing !== null}
        editing={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </div>
  );
}
