import { Button, type ButtonProps } from 'antd';
import { useLinkClick } from '../hooks/use-link-click.ts';

type PathButtonProps = Omit<ButtonProps, 'href' | 'htmlType'> & { href: string };

/**
 * An antd button that links to a path the router does not know yet, like PathLink. A disabled one is
 * a real disabled button, since a link cannot be disabled.
 */
export function PathButton({ href, onClick, disabled, ...rest }: PathButtonProps) {
  const handleClick = useLinkClick(href, onClick);
  if (disabled) return <Button {...rest} disabled />;
  return <Button {...rest} href={href} onClick={handleClick} />;
}
