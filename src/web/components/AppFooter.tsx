import { Link } from '@tanstack/react-router';
import { Layout } from 'antd';

const links = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
] as const;

export function AppFooter() {
  return (
    <Layout.Footer className="app-footer">
      <nav aria-label="Footer" className="footer-links">
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <span className="footer-copyright">© {new Date().getFullYear()} Screener</span>
    </Layout.Footer>
  );
}
