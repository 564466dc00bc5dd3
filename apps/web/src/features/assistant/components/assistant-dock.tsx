import { lazy, Suspense, useEffect, useState } from 'react';
import { ASSISTANT_OPEN_EVENT } from '@/lib/assistant-events';
import type { AssistantView } from '@/features/assistant/lib/assistant-view';

const loadAssistantWindow = () => import('@/features/assistant/components/assistant-window');
const AssistantWindow = lazy(() =>
  loadAssistantWindow().then((m) => ({ default: m.AssistantWindow })),
);

/**
 * Listens for 'blaze:assistant:open' (the flame's double press, the menu) anywhere in the app. Only
 * this listener ships with the first screen: the dialog, the chat and the voice load on first open.
 */
export function AssistantDock() {
  const [view, setView] = useState<AssistantView>('closed');
  const [openCount, setOpenCount] = useState(0);

  useEffect(() => {
    const onOpen = () => {
      setView('open');
      setOpenCount((count) => count + 1);
    };
    window.addEventListener(ASSISTANT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(ASSISTANT_OPEN_EVENT, onOpen);
  }, []);

  if (openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <AssistantWindow
        view={view}
        openCount={openCount}
        onViewChange={(next) => {
          if (next === 'open' && view !== 'open') setOpenCount((count) => count + 1);
          setView(next);
        }}
      />
    </Suspense>
  );
}
