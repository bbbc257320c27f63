import { type ComponentType, memo, type ReactNode } from "react";

/**
 * A memoised component, still memoised, that calls `onRender` each time it renders: tests count which renders
 * a change causes (decisions 085, 093). For `vi.mock` factories, which import it with `await import(...)`.
 */
export function counted<P extends object>(component: ComponentType<P>, onRender: (props: P) => void) {
  // A `memo(...)` keeps the component it wraps in `type`.
  const inner = (component as unknown as { type: (props: P) => ReactNode }).type;
  return memo(function Counted(props: P) {
    onRender(props);
    return inner(props);
  }) as unknown as ComponentType<P>;
}
