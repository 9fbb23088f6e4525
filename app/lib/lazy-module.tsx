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
 * Components fetched apart from the first scripts, after the first paint (at start-up on the
 * server); once loaded they render without suspending. `loaded` settles when they arrive.
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
