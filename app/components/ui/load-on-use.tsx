import { use, type ComponentType, type ReactElement } from "react";

type OnUse<P> = ((props: P) => ReactElement | null) & { preload: () => Promise<ComponentType<P> | null> };

/**
 * A component whose code loads the first time it renders, or earlier through `preload()` (a pointer
 * on its button, a first interaction). Render it inside `<Suspense>`. Unlike React.lazy, code that
 * cannot load (the visitor went offline) renders nothing and is asked for again on the next render,
 * instead of taking the whole page to its error screen.
 */
export function loadOnUse<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): OnUse<P> {
  let pending: Promise<ComponentType<P> | null> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => module.default,
      () => {
        pending = undefined;
        return null;
      },
    ));
  function OnUse(props: P) {
    const Component = use(preload());
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(OnUse, { preload });
}
