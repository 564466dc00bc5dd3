import { MyAlbums } from '@/features/photos/components/my-albums';

/** /app/media ('Raw AF' in the tab bar): My Albums. */
export default function MediaRoute() {
  return (
    <div className="flex flex-col gap-4 px-4 pt-6">
      <title>My Albums · Blaze</title>
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">
        <span className="block text-[11px] font-bold tracking-[0.12em] text-brand-text uppercase">
          Raw AF
        </span>
        My Albums
      </h1>
      <MyAlbums />
    </div>
  );
}
