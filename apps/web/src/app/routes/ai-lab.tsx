import { AiLabScreen } from '@/features/assistant/components/ai-lab-screen';

/** /ai-lab: the assistant's persona, voice, adult mode and model settings (issue 19). */
export default function AiLabRoute() {
  return <AiLabScreen />;
}
