import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { bootstrap } from '@/app/bootstrap';
import { App } from '@/app/app';

bootstrap();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// In a transition, React renders the first tree in slices of a few milliseconds and lets the browser
// paint and answer between them, instead of one long task (issue 29: a 400-800 ms task on a phone).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
