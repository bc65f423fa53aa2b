import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { StorageNotice } from '@/features/bookings/StorageNotice';
import { HeaderSearch } from '@/features/search/HeaderSearch';

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
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <StorageNotice />
      <ScrollRestoration />
    </Box>
  );
}
