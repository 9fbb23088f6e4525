import { type ComponentType, useEffect, useState } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

// Toasts follow an action, never the first paint: sonner is fetched with the first toast.

let sonner: Promise<typeof import("sonner")> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

let mountRequested = false;
let requestMount: (() => void) | undefined;
let markMounted: () => void;
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Settles once the toast is on screen, or once sonner could not be loaded (no toast then). */
type Show = (message: string, data?: ExternalToast) => Promise<void>;
const showToast =
  (kind: "message" | "success" | "error"): Show =>
  (message, data) => {
    if (!mountRequested) {
      mountRequested = true;
      requestMount?.();
    }
    return Promise.all([loadSonner(), toasterMounted]).then(
      ([{ toast: show }]) =>
        void (kind === "message" ? show(message, data) : show[kind](message, data)),
      () => undefined,
    );
  };

/** sonner's `toast`, loading sonner on first use; await it before leaving so it shows first. */
export const toast: Show & { success: Show; error: Show } = Object.assign(showToast("message"), {
  success: showToast("success"),
  error: showToast("error"),
});

/** Where the toasts appear: rendered once, in the root layout; empty until the first toast. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    let active = true;
    const mount = () =>
      void loadSonner().then((module) => {
        if (active) setToaster(() => module.Toaster);
      });
    if (mountRequested) mount();
    else requestMount = mount;
    return () => {
      active = false;
      requestMount = undefined;
    };
  }, []);
  if (!Toaster) return null;
  return (
    <>
      <Toaster
        position="top-center"
        // Below the fixed header (64 px on a phone, 80 px wider), clear of the WhatsApp button.
        offset={{ top: 96 }}
        mobileOffset={{ top: 72 }}
        closeButton
      />
      <MountedSignal />
    </>
  );
}

/** Its effect runs after the Toaster's own (which subscribes to new toasts). */
function MountedSignal() {
  useEffect(() => markMounted(), []);
  return null;
}
