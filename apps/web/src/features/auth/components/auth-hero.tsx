import { PRODUCT_NAME } from '@blaze/contracts/constants';
import { FlameMark } from '@/components/brand-logo';

export function AuthHero() {
  return (
    <div className="relative flex flex-col items-center px-6 pt-[calc(env(safe-area-inset-top)+2.75rem)] pb-8 text-center">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-32 mx-auto h-80 max-w-md rounded-full bg-brand/25 blur-3xl"
      />
      <div className="relative flex size-20 items-center justify-center rounded-[28px] border border-white/10 bg-zinc-900/80 shadow-2xl shadow-brand/20 backdrop-blur">
        <FlameMark className="size-12 animate-flame" />
      </div>
      <h1 className="relative mt-5 text-4xl font-black tracking-tight text-zinc-50">
        {PRODUCT_NAME}
      </h1>
      <p className="relative mt-2 max-w-xs text-[15px] leading-relaxed text-zinc-300">
        Meet, chat and hook up with men near you. Right here, right now.
      </p>
    </div>
  );
}
