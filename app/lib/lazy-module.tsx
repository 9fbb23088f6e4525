import { type ComponentType, lazy } from "react";

/**
 * The components of a module fetched apart from the page's first scripts (issue 9: the home
 * page's initial JavaScript). The import starts as soon as this module is evaluated, so in the
 * browser it runs alongside hydration: a part of the page made of these components stays as the
 * server drew it until they arrive (React hydrates it then, inside its `<Suspense>`), and the
 * rest is interactive meanwhile. Once loaded, they render at once (no suspension), so a later
 * navigation, and every server render after start-up, never waits for them. `loaded` settles
 * when the module has arrived (a route's `clientLoader` can wait for it, so that a visit from
 * another page renders whole instead of suspending).
 */
// `any` as in React.lazy's own constraint: each export keeps its exact props type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyModule<Module extends Record<string, ComponentType<any>>>(
  load: () => Promise<Module>,
) {
  let loaded: Module | undefined;
  const loading = load().then((module) => (loaded = module));
  function component<Name extends keyof Module>(name: Name) {
    return lazy<Module[Name]>(() => {
      if (!loaded) return loading.then((module) => ({ default: module[name] }));
      const ready = { default: loaded[name] };
      // A thenable that calls back at once: React.lazy takes it as already resolved.
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as Promise<
        typeof ready
      >;
    });
  }
  return Object.assign(component, { loaded: loading });
}
