import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState, SessionStore } from './session-store';

interface AuthContextValue extends AuthState {
  store: SessionStore;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Exposes the session to the tree and starts it once (one refresh through the cookie). */
export function AuthProvider({ store, children, autoStart = true }: { store: SessionStore; children: ReactNode; autoStart?: boolean }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    if (!autoStart) return;
    void store.start();
    return () => store.stop();
  }, [store, autoStart]);
  const value = useMemo<AuthContextValue>(() => ({ ...state, store, signOut: () => store.signOut() }), [state, store]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
