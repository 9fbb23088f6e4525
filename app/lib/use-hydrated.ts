import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and while hydrating: scripted markup may replace the no-JS one after. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
