import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/routes';
import { captureGlobalErrors } from './errors/capture-global-errors';
import './styles/index.css';

captureGlobalErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createBrowserRouter(appRoutes);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
