import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme/theme';
import { createEmotionCache } from './emotionCache';
import type { AppStore, RootState } from './store';

const clientEmotionCache = createEmotionCache();

interface AppProvidersProps {
  store: AppStore;
  /** The prerenderer passes its own, to collect the critical CSS of a page. */
  emotionCache?: EmotionCache;
  /** The state the prerendered HTML was made from; the store's at the first render unless given. */
  serverState?: RootState;
  children: ReactNode;
}

/** Everything every page needs around it: the store, the style cache and the theme. */
export function AppProviders({
  store,
  emotionCache = clientEmotionCache,
  serverState: givenServerState,
  children,
}: AppProvidersProps) {
  // The prerendered page hydrates from it, each part matching its HTML (those inside Suspense
  // too, however late), and then catches up with the store (e.g. the list a home URL names).
  const [serverState] = useState(() => givenServerState ?? store.getState());
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
