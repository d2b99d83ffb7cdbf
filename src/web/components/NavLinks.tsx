import { Link } from '@tanstack/react-router';
import type { PublicUser } from '../../shared/auth.schema.ts';

const adminLinks = [
  { to: '/admin', label: 'Admin Panel' },
  { to: '/admin/users', label: 'Manage Users' },
  { to: '/admin/projects', label: 'Manage Projects' },
] as const;

interface NavLinksProps {
  user: PublicUser;
  vertical?: boolean;
  /** Lets the mobile drawer close once a link is followed. */
  onNavigate?: () => void;
}

/** The main navigation: in the header on wide screens, in the side drawer on narrow ones. */
export function NavLinks({ user, vertical = false, onNavigate }: NavLinksProps) {
  return (
    <nav aria-label="Main" className={vertical ? 'nav-links nav-links-vertical' : 'nav-links'}>
      <Link to="/" className="nav-link" activeOptions={{ exact: true }} onClick={onNavigate}>
        Dashboard
      </Link>
      {user.is_admin &&
        adminLinks.map((link) => (
          // Exact, so "Admin Panel" is not lit up on the pages it links on to.
          <Link key={link.to} to={link.to} className="nav-link" activeOptions={{ exact: true }} onClick={onNavigate}>
            {link.label}
          </Link>
        ))}
    </nav>
  );
}
