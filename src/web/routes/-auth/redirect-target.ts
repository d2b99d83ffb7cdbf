/**
 * Where to go after signing in. Only same-site paths are followed, so a crafted
 * /auth?redirect=//evil.example link cannot send people elsewhere.
 */
export function redirectTarget(redirect: string | undefined): string {
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : '/';
}
