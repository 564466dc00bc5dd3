import { AssistantPage } from '@/features/assistant/components/assistant-page';

/** /ai-assistant: the assistant's chat as a page (issue 19). */
export default function AiAssistantRoute() {
  return <AssistantPage />;
}
