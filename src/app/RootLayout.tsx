import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { StorageNotice } from '@/features/bookings/StorageNotice';
import { HeaderSearch } from '@/features/search/HeaderSearch';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import { NavigationFocus } from './NavigationFocus';

/** The frame of every page: sticky header, the page, footer. */
export function RootLayout() {
  const isNavigating = useNavigation().state === 'loading';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header search={<HeaderSearch />}>
        {isNavigating && (
          <LinearProgress
            aria-label="Loading page"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
          />
        )}
      </Header>
      {/* Focusable by script only: the skip link and page changes put focus here. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
      <Footer />
      <StorageNotice />
      <NavigationFocus />
      <ScrollRestoration />
    </Box>
  );
}
