import type { AnchorHTMLAttributes } from 'react';
import { useLinkClick } from '../hooks/use-link-click.ts';

type PathLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A client-side link to a path the router does not know yet: pages that later work adds, which show
 * the 404 page until then. Switch to <Link to> once the route exists, so the path is type-checked.
 */
export function PathLink({ href, onClick, ...rest }: PathLinkProps) {
  const handleClick = useLinkClick(href, onClick);
  return <a {...rest} href={href} onClick={handleClick} />;
}
