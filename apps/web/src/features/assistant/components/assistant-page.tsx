import { AssistantPanel } from '@/features/assistant/components/assistant-panel';

/** /ai-assistant: the same conversation as the dialog, as a page between the bars. */
export function AssistantPage() {
  return (
    <div className="flex h-[calc(100dvh-var(--shell-top)-5.5rem-env(safe-area-inset-bottom))] min-h-96 flex-col">
      <title>AI Assistant · Blaze</title>
      <header className="px-4 pt-4 pb-2">
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">HOTTIE</h1>
        <p className="text-sm text-zinc-400">
          Your concierge: matches nearby, openers, a better bio. Type or tap the mic.
        </p>
      </header>
      <div className="mx-3 mb-2 flex min-h-0 flex-1 flex-col overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900">
        <AssistantPanel openCount={1} />
      </div>
    </div>
  );
}
