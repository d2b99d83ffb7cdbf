import { CheckOutlined, CloseOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { CitationOutput } from '../../shared/citation.schema.ts';
import type { Label } from '../lib/label-rules.ts';

interface LabelButtonsProps {
  citation: CitationOutput;
  /** Why each button is disabled, or undefined when it can be used. */
  blocks: {
    relevant: string | undefined;
    irrelevant: string | undefined;
    deselect: string | undefined;
  };
  /** While the next page loads the buttons wait, since the old page is still on screen. */
  waiting: boolean;
  onLabel: (label: Label) => void;
  /** More buttons after these (Maybe, in continuous screening). */
  children?: ReactNode;
}

const looks = {
  relevant: {
    key: 'relevant',
    label: true,
    text: 'Relevant',
    color: 'green',
    icon: <CheckOutlined aria-hidden />,
  },
  irrelevant: {
    key: 'irrelevant',
    label: false,
    text: 'Irrelevant',
    color: 'red',
    icon: <CloseOutlined aria-hidden />,
  },
} as const;

/**
 * Relevant / Irrelevant / Deselect, as a group named after the record. A full class (10 labels) or a locked citation disables a
 * button, and its tooltip says why; the label the citation has is the pressed button.
 */
export function LabelButtons({ citation, blocks, waiting, onLabel, children }: LabelButtonsProps) {
  const labelButton = ({ key, label, text, color, icon }: (typeof looks)[keyof typeof looks]) => {
    const block = blocks[key];
    const pressed = citation.is_relevant === label;
    return (
      <Tooltip title={block}>
        <Button
          color={color}
          variant={pressed ? 'solid' : 'outlined'}
          icon={icon}
          aria-pressed={pressed}
          disabled={block !== undefined || waiting}
          onClick={() => !pressed && onLabel(label)}
        >
          {text}
        </Button>
      </Tooltip>
    );
  };
  const deselectBlock = blocks.deselect;
  return (
    // A page holds fifteen of these: the group names its record, read as the keyboard enters it (WCAG 2.4.6).
    <Flex gap={8} wrap className="label-buttons" role="group" aria-label={`Decision on ${citation.title}`}>
      {labelButton(looks.relevant)}
      {labelButton(looks.irrelevant)}
      {children}
      {citation.is_relevant !== null && (
        <Tooltip title={deselectBlock}>
          <Button
            type="text"
            icon={<UndoOutlined aria-hidden />}
            disabled={deselectBlock !== undefined || waiting}
            onClick={() => onLabel(null)}
          >
            Deselect
          </Button>
        </Tooltip>
      )}
    </Flex>
  );
}
