import type { ReactNode } from 'react';

/** An empty or failed list: an icon, a heading, a few words and what to do next. */
export function EmptyState({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center px-6 py-12 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-zinc-900 text-zinc-300 ring-1 ring-zinc-800 [&_svg]:size-6">
        {icon}
      </div>
      <h2 className="text-lg font-bold text-zinc-50">{title}</h2>
      {children ? <p className="mt-1.5 text-sm leading-relaxed text-zinc-400">{children}</p> : null}
      {actions ? <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
