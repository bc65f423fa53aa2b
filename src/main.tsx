import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { AppProviders } from '@/app/AppProviders';
import { createAppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { startBookingsSync } from '@/features/bookings/bookingsSync';

const store = makeStore();
// No PersistGate: pages that don't show bookings render at once while the records load.
const persistor = persistStore(store);
startBookingsSync(store, persistor);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
