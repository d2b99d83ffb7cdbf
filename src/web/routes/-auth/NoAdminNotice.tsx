import { Link } from '@tanstack/react-router';
import { adminScreenMessages as text } from '../../../shared/admin-screen.messages.ts';
import { useAdminExists } from '../../hooks/use-admin-setup.ts';

/** On the sign-in page of a new installation (no administrator yet): where the first one is created. */
export function NoAdminNotice() {
  if (useAdminExists() !== false) return null;
  return (
    <section className="auth-notice" aria-labelledby="no-admin-title">
      <h2 id="no-admin-title" className="auth-notice-title">
        {text.noAdminYet}
      </h2>
      <p className="auth-notice-text">{text.noAdminYetDescription}</p>
      <Link to="/admin-setup" className="auth-notice-link">
        {text.createFirstAdmin}
      </Link>
    </section>
  );
}
