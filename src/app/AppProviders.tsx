import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme/theme';
import { createEmotionCache } from './emotionCache';
import type { AppStore } from './store';

const clientEmotionCache = createEmotionCache();

interface AppProvidersProps {
  store: AppStore;
  /** The prerenderer passes its own, to collect the critical CSS of a page. */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/** Everything every page needs around it: the store, the style cache and the theme. */
export function AppProviders({ store, emotionCache = clientEmotionCache, children }: AppProvidersProps) {
  // What the first render saw. Parts of a prerendered page that hydrate later (inside Suspense)
  // hydrate from it, matching their HTML, and then catch up with anything dispatched meanwhile
  // (e.g. the list a home URL names).
  const [serverState] = useState(store.getState);
  return (
    <Provider store={store} serverState={serverState}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </Provider>
  );
}
