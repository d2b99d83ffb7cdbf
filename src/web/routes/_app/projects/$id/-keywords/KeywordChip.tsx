import { CheckOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import type { SuggestedKeyword } from '../../../../../../shared/keyword.schema.ts';
import type { KeywordList } from './keyword-lists.ts';

interface KeywordChipProps {
  suggestion: SuggestedKeyword;
  /** The list the word is in, if any. */
  list: KeywordList | undefined;
  onInclude: () => void;
  onExclude: () => void;
}

/** One suggested word: the word itself includes it, the stop button (or a right-click) excludes it. */
export function KeywordChip({ suggestion: { word, frequency }, list, onInclude, onExclude }: KeywordChipProps) {
  const excludeByRightClick = (event: MouseEvent) => {
    event.preventDefault();
    onExclude();
  };
  return (
    <li className={`keyword-chip${list ? ` is-${list}` : ''}`}>
      <button
        type="button"
        className="keyword-chip-word"
        aria-pressed={list === 'include'}
        // The name starts with the visible word and count, so speech input can say what is seen (WCAG 2.5.3).
        aria-label={`${word} ${frequency} citations`}
        onClick={onInclude}
        onContextMenu={excludeByRightClick}
      >
        {list === 'include' ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
        <span>{word}</span> <span className="keyword-chip-count">{frequency}</span>
      </button>
      <Tooltip title={list === 'exclude' ? `Stop excluding "${word}"` : `Exclude "${word}"`}>
        <button
          type="button"
          className="keyword-chip-exclude"
          aria-pressed={list === 'exclude'}
          aria-label={`Exclude ${word}`}
          onClick={onExclude}
        >
          <StopOutlined aria-hidden />
        </button>
      </Tooltip>
    </li>
  );
}
