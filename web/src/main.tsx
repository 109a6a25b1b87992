import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageReady } from '@web/app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// '/' comes with its first screen prerendered (home.html): it stays until the app can render the
// same page, so the first paint never turns into a skeleton and back.
if (container.dataset.prerendered) void firstPageReady().then(render);
else render();
