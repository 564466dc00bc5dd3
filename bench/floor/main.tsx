// The floor of bench:web (issue 29): what React 19 and the app's router cost before any of Blaze's own
// code. Same React, react-dom and react-router as the web app (the copies hoisted to the root
// node_modules), the same way of routing (BrowserRouter with declarative routes read by useRoutes, see
// apps/web/src/app/router.tsx), StrictMode as in apps/web/src/main.tsx. Built by floor/build.mjs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes, type RouteObject } from 'react-router';

/** Its address (floor/build.mjs FLOOR_PATH): a file, as every other path gets the app's index.html. */
const FLOOR_PATH = '/bench-floor/index.html';

function Floor() {
  return (
    <main style={{ padding: '1.5rem', color: '#fafafa', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: '1.5rem', fontWeight: 900 }}>The floor</h1>
      <p style={{ color: '#a1a1aa', lineHeight: 1.5 }}>
        React 19 and the router Blaze uses, served by the same server with the same headers,
        measured with the same Lighthouse settings. Every screen of bench:web is compared with this
        page.
      </p>
      <Link to="/bench-floor/index.html?again=1" style={{ color: '#fb7185' }}>
        A link through the router
      </Link>
    </main>
  );
}

const routes: RouteObject[] = [
  { path: FLOOR_PATH, element: <Floor /> },
  { path: '*', element: <p>Not the floor.</p> },
];

function FloorRoutes() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <FloorRoutes />
    </BrowserRouter>
  </StrictMode>,
);
