import { CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, InputNumber, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { moveWord, removeWord, setFrequency, type KeywordList, type KeywordLists } from './keyword-lists.ts';

interface KeywordListsPanelProps {
  lists: KeywordLists;
  onChange: (lists: KeywordLists) => void;
}

function WordActions({
  word,
  to,
  onMove,
  onRemove,
}: {
  word: string;
  to: KeywordList;
  onMove: () => void;
  onRemove: () => void;
}) {
  return (
    <span className="keyword-row-actions">
      <Tooltip title={`Move to ${to}`}>
        <Button
          type="text"
          size="small"
          icon={<SwapOutlined aria-hidden />}
          aria-label={`Move ${word} to ${to}`}
          onClick={onMove}
        />
      </Tooltip>
      <Tooltip title="Remove">
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={`Remove ${word}`}
          onClick={onRemove}
        />
      </Tooltip>
    </span>
  );
}

function Section({
  kind,
  title,
  hint,
  empty,
  children,
}: {
  kind: KeywordList;
  title: string;
  hint: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`keyword-section keyword-section-${kind}`} aria-label={title}>
      <Typography.Title level={3} className="keyword-section-title">
        {title}
      </Typography.Title>
      <Typography.Text type="secondary" className="keyword-section-hint">
        {hint}
      </Typography.Text>
      {empty ? <p className="keyword-empty">None yet.</p> : <ul className="keyword-rows">{children}</ul>}
    </section>
  );
}

/** The include and exclude lists; moving a word to one list takes it out of the other. */
export function KeywordListsPanel({ lists, onChange }: KeywordListsPanelProps) {
  const remove = (word: string) => onChange(removeWord(lists, word));
  return (
    <>
      <Section
        kind="include"
        title={`Include (${lists.include.length})`}
        hint="A citation is shown when its title or abstract contains at least one of these words, as a whole word in any of its forms: trial matches trials, but statin does not match simvastatin. Add such names as words of their own."
        empty={lists.include.length === 0}
      >
        {lists.include.map((word) => (
          <li key={word} className="keyword-row">
            <span className="keyword-row-word">{word}</span>
            <WordActions
              word={word}
              to="exclude"
              onMove={() => onChange(moveWord(lists, word, 'exclude'))}
              onRemove={() => remove(word)}
            />
          </li>
        ))}
      </Section>
      <Section
        kind="exclude"
        title={`Exclude (${lists.exclude.length})`}
        hint="A citation is left out when the word occurs at least the given number of times."
        empty={lists.exclude.length === 0}
      >
        {lists.exclude.map(({ word, frequency }) => (
          <li key={word} className="keyword-row">
            <span className="keyword-row-word">{word}</span>
            <span className="keyword-row-frequency">
              at least
              <InputNumber
                size="small"
                min={1}
                precision={0}
                value={frequency}
                onChange={(value) => onChange(setFrequency(lists, word, value))}
                aria-label={`Times ${word} must occur to exclude a citation`}
              />
              times
            </span>
            <WordActions
              word={word}
              to="include"
              onMove={() => onChange(moveWord(lists, word, 'include'))}
              onRemove={() => remove(word)}
            />
          </li>
        ))}
      </Section>
    </>
  );
}
