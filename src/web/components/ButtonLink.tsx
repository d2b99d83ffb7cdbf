import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';

// The router keeps `type` for itself and never passes it on, so the look is set with color and variant
// (color="primary" variant="solid" is antd's type="primary").
type AnchorButtonProps = Omit<ButtonProps, 'type' | 'htmlType'> & { ref?: Ref<HTMLAnchorElement> };

function AnchorButton(props: AnchorButtonProps) {
  return <Button {...props} />;
}

/** An antd button that is a real router link: typed `to`, client-side navigation, opens in a new tab. */
export const ButtonLink = createLink(AnchorButton);
