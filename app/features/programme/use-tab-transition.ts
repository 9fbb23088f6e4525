import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/utils";

/** Spec §9: on a tab switch the content reappears after 50 ms. */
export const TAB_TRANSITION_DELAY_MS = 50;

/** A tab value whose content fades back in after a switch; shown as is before hydration. */
export function useTabTransition(initialValue: string) {
  const [value, setValue] = useState(initialValue);
  const [shown, setShown] = useState(true);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onValueChange = useCallback((next: string) => {
    setValue(next);
    setShown(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(true), TAB_TRANSITION_DELAY_MS);
  }, []);

  // Hidden without a transition, so the new content starts from hidden and only the entry animates.
  const contentClassName = cn(
    shown
      ? "translate-y-0 opacity-100 transition duration-300 ease-out motion-reduce:transition-none"
      : "translate-y-2 opacity-0 motion-reduce:translate-y-0",
  );

  return { value, onValueChange, contentClassName };
}
