import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme/theme';
import type { AppStore, RootState } from './store';

interface AppProvidersProps {
  store: AppStore;
  /**
   * The style cache (src/app/emotionCache.ts): the prerenderer's collects a page's critical CSS,
   * the browser's adopts it. Without one, Emotion's own, which writes every vendor prefix.
   */
  emotionCache?: EmotionCache;
  /** The state the prerendered HTML was made from; the store's at the first render unless given. */
  serverState?: RootState;
  children: ReactNode;
}

/** Everything every page needs around it: the store, the style cache and the theme. */
export function AppProviders({
  store,
  emotionCache,
  serverState: givenServerState,
  children,
}: AppProvidersProps) {
  // The prerendered page hydrates from it, each part matching its HTML (those inside Suspense
  // too, however late), and then catches up with the store (e.g. the list a home URL names).
  const [serverState] = useState(() => givenServerState ?? store.getState());
  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
  return (
    <Provider store={store} serverState={serverState}>
      {emotionCache ? <CacheProvider value={emotionCache}>{themed}</CacheProvider> : themed}
    </Provider>
  );
}
