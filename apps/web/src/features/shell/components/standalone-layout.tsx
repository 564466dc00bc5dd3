import { Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/components/brand-logo';
import { PageLoading } from '@/components/status-screen';
import { Button } from '@/components/ui/button';

/** Signed-in pages outside the tab bar (builder, events, venues...): a back button and the page. */
export function StandaloneLayout() {
  const navigate = useNavigate();
  function goBack() {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(paths.dashboard.to());
  }
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-40 border-b border-zinc-800/70 bg-zinc-950/85 pt-safe backdrop-blur-xl">
        <div className="mx-auto flex h-14 max-w-xl items-center gap-1 px-2">
          <Button
            variant="quiet"
            size="round"
            onClick={goBack}
            aria-label="Go back"
            className="text-zinc-200"
          >
            <ArrowLeft aria-hidden className="size-5" />
          </Button>
          <Link
            to={paths.dashboard.to()}
            aria-label={`${PRODUCT_NAME} dashboard`}
            className="rounded-lg px-1.5 py-1.5"
          >
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-xl pb-[calc(2rem+env(safe-area-inset-bottom))]">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
