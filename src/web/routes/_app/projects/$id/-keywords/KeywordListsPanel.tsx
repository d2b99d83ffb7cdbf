import { CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, InputNumber, Tooltip, Typography } from 'antd';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusLost } from '../../../../../lib/focus-lost.ts';
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
  // data-word and data-action let the panel find a word's buttons again after the lists change.
  return (
    <span className="keyword-row-actions">
      <Tooltip title={`Move to ${to}`}>
        <Button
          type="text"
          size="small"
          icon={<SwapOutlined aria-hidden />}
          aria-label={`Move ${word} to ${to}`}
          data-word={word}
          data-action="move"
          onClick={onMove}
        />
      </Tooltip>
      <Tooltip title="Remove">
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={`Remove ${word}`}
          data-word={word}
          data-action="remove"
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
    // Focusable from script only: where the focus goes when the last word of the list is removed.
    <section className={`keyword-section keyword-section-${kind}`} aria-label={title} tabIndex={-1}>
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

/** A word's button to focus once the lists have changed, or the list's section when the list is empty. */
interface FocusTarget {
  list: KeywordList;
  word: string | undefined;
  action: 'move' | 'remove';
}

function focusTarget({ list, word, action }: FocusTarget) {
  const section = document.querySelector<HTMLElement>(`.keyword-section-${list}`);
  const button = [...(section?.querySelectorAll<HTMLElement>('[data-word]') ?? [])].find(
    (el) => el.dataset.word === word && el.dataset.action === action,
  );
  (button ?? section)?.focus();
}

const includeWords = (lists: KeywordLists) => lists.include;
const excludeWords = (lists: KeywordLists) => lists.exclude.map(({ word }) => word);
const wordsOf = (lists: KeywordLists, list: KeywordList) =>
  list === 'include' ? includeWords(lists) : excludeWords(lists);

/**
 * The include and exclude lists; moving a word to one list takes it out of the other. The row a button was in
 * goes when its word moves or is removed: the keyboard focus then goes to the word's Move button in its new list,
 * or to the Remove button of the word that took the removed one's place (the list's section once it is empty).
 */
export function KeywordListsPanel({ lists, onChange }: KeywordListsPanelProps) {
  const pending = useRef<FocusTarget | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    pending.current = null;
    if (target && focusLost()) focusTarget(target);
  }, [lists]);
  const remove = (word: string) => {
    const list: KeywordList = includeWords(lists).includes(word) ? 'include' : 'exclude';
    const before = wordsOf(lists, list);
    const after = before.filter((w) => w !== word);
    pending.current = { list, word: after[Math.min(before.indexOf(word), after.length - 1)], action: 'remove' };
    onChange(removeWord(lists, word));
  };
  const move = (word: string, to: KeywordList) => {
    pending.current = { list: to, word, action: 'move' };
    onChange(moveWord(lists, word, to));
  };
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
            <WordActions word={word} to="exclude" onMove={() => move(word, 'exclude')} onRemove={() => remove(word)} />
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
            <WordActions word={word} to="include" onMove={() => move(word, 'include')} onRemove={() => remove(word)} />
          </li>
        ))}
      </Section>
    </>
  );
}
