import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

/** Where a click would have taken the user inside the app, or null for a link that leaves it or stays. */
const inAppTarget = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return null;
  if (link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Decision 074: while a plan has unsaved changes, leaving asks first. Closing or reloading the tab gets
 * the browser's own dialog; a link of the app (the drawer's) is held in the capture phase, before React
 * Router's own handler sees it, and the page asks with its own dialog (`leaving`), going on only when told.
 */
export function useLeaveWarning(unsaved: boolean) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const hold = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(target);
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("click", hold, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", hold, true);
    };
  }, [unsaved]);

  return {
    leaving,
    stay: () => setLeaving(null),
    leave: () => {
      const target = leaving;
      setLeaving(null);
      if (target !== null) navigate(target);
    },
  };
}
