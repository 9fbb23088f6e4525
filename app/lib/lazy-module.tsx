import { type ComponentType, lazy } from "react";

/** Settles once the browser has painted the page the server sent (a frame, then a task). */
let painted: Promise<void> | undefined;
function afterFirstPaint() {
  painted ??= new Promise((resolve) =>
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    }),
  );
  return painted;
}

/**
 * The components of a module fetched apart from the page's first scripts, so those stay small.
 * In the browser the import starts once the page has been painted,
 * beside hydration, so nothing it fetches competes with the first paint: a part of the page made
 * of these components stays as the server drew it until they arrive (React hydrates it then,
 * inside its `<Suspense>`), and the rest is interactive meanwhile. The server loads them at
 * start-up. Once loaded, they render at once (no suspension), so a later navigation, and every
 * server render after start-up, never waits for them. Reading `loaded` starts the import at once
 * and settles when the module has arrived (a route's `clientLoader` waits for it, so that a visit
 * from another page renders whole instead of suspending).
 */
// `any` as in React.lazy's own constraint: each export keeps its exact props type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyModule<Module extends Record<string, ComponentType<any>>>(
  load: () => Promise<Module>,
) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const ensure = () => (loading ??= load().then((module) => (loaded = module)));
  if (typeof document === "undefined") void ensure();
  else void afterFirstPaint().then(ensure);
  function component<Name extends keyof Module>(name: Name) {
    return lazy<Module[Name]>(() => {
      if (!loaded) {
        const arrived = loading ?? afterFirstPaint().then(ensure);
        return arrived.then((module) => ({ default: module[name] }));
      }
      const ready = { default: loaded[name] };
      // A thenable that calls back at once: React.lazy takes it as already resolved.
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as Promise<
        typeof ready
      >;
    });
  }
  return Object.assign(component, {
    get loaded() {
      return ensure();
    },
  });
}
