import Box from '@mui/material/Box';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import { RouteErrorPage } from '@/pages/RouteErrorPage';

/**
 * The error page for a failure of the frame itself (RootLayout): the frame's plain parts, with
 * none of the controls that may be what failed, around the site's own error page, so that the
 * diner still has the logo, the footer's links and Return to Home.
 */
export function RootErrorPage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header search={null} location={null} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, '&:focus': { outline: 'none' } }}
      >
        <RouteErrorPage />
      </Box>
      <Footer />
    </Box>
  );
}
