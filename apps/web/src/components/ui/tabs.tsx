import { createContext, use, type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

type TabsLook = 'pill' | 'underline';
const LookContext = createContext<TabsLook>('pill');

export function Tabs({
  look = 'pill',
  ...props
}: ComponentProps<typeof TabsPrimitive.Root> & { look?: TabsLook }) {
  return (
    <LookContext value={look}>
      <TabsPrimitive.Root {...props} />
    </LookContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const look = use(LookContext);
  return (
    <TabsPrimitive.List
      className={cn(
        look === 'pill'
          ? 'grid auto-cols-fr grid-flow-col gap-1 rounded-2xl bg-zinc-900 p-1'
          : 'flex border-b border-zinc-800',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const look = use(LookContext);
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center justify-center gap-1.5 text-sm font-semibold text-zinc-400 transition-colors hover:text-zinc-100 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        look === 'pill'
          ? 'rounded-xl px-3 data-[state=active]:bg-zinc-800 data-[state=active]:text-zinc-50 data-[state=active]:shadow'
          : 'relative flex-1 px-2 after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:rounded-full after:bg-transparent data-[state=active]:text-brand-text data-[state=active]:after:bg-brand-text',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('outline-none', className)} {...props} />;
}
