import { useEffect, useState, type ReactNode } from 'react';

/**
 * The part of the screen the on-screen keyboard leaves free. Phones keep the layout viewport full
 * height when the keyboard opens; following the visual viewport keeps the composer above it.
 */
function useVisibleArea(): { height: number; top: number } | null {
  const [area, setArea] = useState<{ height: number; top: number } | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setArea({ height: viewport.height, top: viewport.offsetTop });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return area;
}

/** The full-screen layer over the tab bar: a chat wants the whole phone. */
export function ChatFrame({ children }: { children: ReactNode }) {
  const area = useVisibleArea();
  return (
    <div
      className="fixed inset-x-0 top-0 z-[45] h-dvh bg-zinc-950"
      style={area ? { height: area.height, transform: `translateY(${area.top}px)` } : undefined}
    >
      <div className="mx-auto flex h-full max-w-xl flex-col">{children}</div>
    </div>
  );
}
