import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthHero } from '@/features/auth/components/auth-hero';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export type AuthTab = 'sign-in' | 'sign-up';

interface AuthScreenProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Under a sign-in refused for a suspension or a ban: the way to appeal (moderation). */
  restricted?: (credentials: { email: string; password: string }) => ReactNode;
}

/** /auth: the brand hero, then Sign In / Sign Up tabs. */
export function AuthScreen({ tab, onTabChange, restricted }: AuthScreenProps) {
  return (
    <main className="relative flex min-h-dvh flex-col overflow-x-hidden">
      <AuthHero />
      <div className="relative mx-auto w-full max-w-md flex-1 px-4 pb-[calc(env(safe-area-inset-bottom)+2rem)]">
        <div className="rounded-3xl border border-zinc-800 bg-zinc-900/70 p-4 shadow-2xl shadow-black/40 backdrop-blur sm:p-6">
          <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
            <TabsList aria-label="Sign in or create an account">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in" className="pt-6">
              <h2 className="sr-only">Sign in</h2>
              <SignInForm restricted={restricted} />
            </TabsContent>
            <TabsContent value="sign-up" className="pt-6">
              <h2 className="sr-only">Create your account</h2>
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-center text-xs text-zinc-400">
          <ShieldCheck aria-hidden className="size-4 text-emerald-400" />
          Your e-mail is never shown on your profile.
        </p>
        <nav
          aria-label="About Blaze"
          className="mt-4 flex flex-wrap justify-center gap-x-1 text-sm text-zinc-400"
        >
          {[
            { label: 'Help', to: paths.info.help.to() },
            { label: 'Safety', to: paths.info.safety.to() },
            { label: 'Privacy', to: paths.info.privacy.to() },
            { label: 'Terms', to: paths.info.terms.to() },
          ].map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-lg px-3 hover:text-zinc-100"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </main>
  );
}
