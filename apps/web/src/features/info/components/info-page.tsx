import { INFO_PAGES, type InfoSlug } from '@/features/info/components/info-pages';

/** A static information page: one heading and one sentence. */
export function InfoPage({ slug }: { slug: InfoSlug }) {
  const page = INFO_PAGES[slug];
  const Icon = page.icon;
  return (
    <article className="relative py-10">
      <title>{`${page.title} · Blaze`}</title>
      <div
        aria-hidden
        className="pointer-events-none absolute -top-16 -left-10 size-56 rounded-full bg-brand/15 blur-3xl"
      />
      <div className="relative flex size-14 items-center justify-center rounded-2xl bg-brand/15 text-brand-text ring-1 ring-brand/30">
        <Icon aria-hidden className="size-7" />
      </div>
      <h1 className="relative mt-6 text-3xl font-black tracking-tight text-balance text-zinc-50">
        {page.title}
      </h1>
      <p className="relative mt-4 text-lg leading-relaxed text-pretty text-zinc-300">
        {page.sentence}
      </p>
    </article>
  );
}
