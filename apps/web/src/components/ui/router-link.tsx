import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link to a page of the app: an <a> with its href, navigating in place on a plain click (a click
 * with a modifier key, or another target, is the browser's). react-router's own <Link> carries its
 * framework mode's prefetching, route discovery and view transitions, which this app does not use,
 * into every page's first load (issue 39).
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ to, replace, state, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
});

/** A RouterLink marked `aria-current="page"` while its page is shown (`end`: only that exact path, not the pages under it). */
export const RouterNavLink = forwardRef<HTMLAnchorElement, RouterLinkProps & { end?: boolean }>(function RouterNavLink({ end = false, ...props }, ref) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const active = pathname === target || (!end && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return <RouterLink ref={ref} aria-current={active ? 'page' : undefined} {...props} />;
});
