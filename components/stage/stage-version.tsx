'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';

// The artifact and the notes share one concurrency token (the stage's version). When this page saves
// one of them, the other's base moves along too, provided it was based on the version just replaced:
// then the only change in between is our own. A save by someone else still shows as a conflict.

type Listener = (from: number, to: number) => void;
interface Channel {
  announce: Listener;
  subscribe: (listener: Listener) => () => void;
}

const StageVersionContext = createContext<Channel | null>(null);

export function StageVersionProvider({ children }: { children: React.ReactNode }) {
  const listeners = useRef(new Set<Listener>());
  const channel = useMemo<Channel>(
    () => ({
      announce: (from, to) => listeners.current.forEach((l) => l(from, to)),
      subscribe: (l) => {
        listeners.current.add(l);
        return () => void listeners.current.delete(l);
      },
    }),
    [],
  );
  return <StageVersionContext.Provider value={channel}>{children}</StageVersionContext.Provider>;
}

/**
 * The version a panel's draft is based on. It follows the server's version while the panel has no
 * unsaved edits; `saved(from, to)` records a successful save and tells the other panels.
 */
export function useStageBase(serverVersion: number, dirty: boolean) {
  const channel = useContext(StageVersionContext);
  const [base, setBase] = useState(serverVersion);
  const [seen, setSeen] = useState(serverVersion);
  if (seen !== serverVersion) {
    setSeen(serverVersion);
    if (!dirty) setBase(serverVersion);
  }
  useEffect(() => channel?.subscribe((from, to) => setBase((b) => (b === from ? to : b))), [channel]);
  const saved = (from: number, to: number) => {
    setBase(to);
    channel?.announce(from, to);
  };
  return { base, setBase, saved };
}
