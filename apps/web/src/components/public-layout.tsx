import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { BrandLogo } from '@/components/brand-logo';

const FOOTER_LINKS = [
  { label: 'About', to: paths.info.about.to() },
  { label: 'Help', to: paths.info.help.to() },
  { label: 'Safety', to: paths.info.safety.to() },
  { label: 'Community', to: paths.info.community.to() },
  { label: 'Careers', to: paths.info.careers.to() },
  { label: 'Press', to: paths.info.press.to() },
  { label: 'Privacy', to: paths.info.privacy.to() },
  { label: 'Terms', to: paths.info.terms.to() },
  { label: 'Cookies', to: paths.info.cookies.to() },
];

/** The frame of pages anyone may open: a slim brand header, the page, and the footer links. */
export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  // A signed-in member (a provider's page opened from a chat, say) is offered the way back, not sign-in.
  const { status } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-zinc-900 bg-zinc-950/85 pt-safe backdrop-blur-lg">
        <div
          className={`mx-auto flex h-14 items-center justify-between px-4 ${wide ? 'max-w-5xl' : 'max-w-xl'}`}
        >
          <Link
            to={paths.root.to()}
            aria-label={`${PRODUCT_NAME} home`}
            className="-mx-2 rounded-lg px-2 py-1.5"
          >
            <BrandLogo />
          </Link>
          {status === 'loading' ? null : (
            <Link
              to={status === 'signed-in' ? paths.dashboard.to() : paths.auth.to()}
              className="inline-flex h-11 items-center rounded-xl px-3 text-sm font-semibold text-zinc-200 hover:bg-zinc-900"
            >
              {status === 'signed-in' ? 'Back to the app' : 'Sign in'}
            </Link>
          )}
        </div>
      </header>
      <main className={`mx-auto w-full flex-1 px-4 py-8 ${wide ? 'max-w-5xl' : 'max-w-xl'}`}>
        {children}
      </main>
      <footer className="border-t border-zinc-900 px-4 pt-6 pb-[calc(env(safe-area-inset-bottom)+1.5rem)]">
        <nav aria-label="Footer" className="mx-auto max-w-xl">
          <ul className="flex flex-wrap justify-center gap-x-1 gap-y-1 text-sm text-zinc-400">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-lg px-2.5 hover:text-zinc-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-center text-xs text-zinc-400">
            © {new Date().getFullYear()} {PRODUCT_NAME}. Made for gay, bi and queer men, 18+.
          </p>
        </nav>
      </footer>
    </div>
  );
}
