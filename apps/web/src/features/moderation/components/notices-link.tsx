import { Link } from 'react-router';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { useNotices } from '@/features/moderation/api/get-notices';

/** For the activity screen's slot: his safety notices, with how many there are. */
export function NoticesLink() {
  const notices = useNotices();
  const count = notices.data?.length ?? 0;
  return (
    <Link
      to={paths.notices.to()}
      className="mx-4 mb-2 flex items-center gap-3 rounded-xl bg-zinc-900 px-4 py-3 text-sm text-zinc-200 ring-1 ring-zinc-800 hover:bg-zinc-800"
    >
      <ShieldCheck aria-hidden className="size-5 text-brand-text" />
      <span className="flex-1">
        Safety notices
        {count > 0 ? <span className="text-zinc-400"> · {count}</span> : null}
      </span>
      <ChevronRight aria-hidden className="size-4 text-zinc-400" />
    </Link>
  );
}
