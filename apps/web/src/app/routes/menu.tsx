import { useSession } from '@/lib/auth';
import { AccountMenu } from '@/features/shell/components/account-menu';

/** /app/menu: the account menu as a page. */
export default function MenuRoute() {
  const { me } = useSession();
  if (!me) return null;
  return (
    <div className="pt-5">
      <title>Menu · Blaze</title>
      <h1 className="px-5 pb-4 text-2xl font-black tracking-tight text-zinc-50">Menu</h1>
      <AccountMenu me={me} sectionHeading="h2" />
    </div>
  );
}
