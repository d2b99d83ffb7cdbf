import { Card, Empty, Typography } from 'antd';
import type { SuggestedKeyword } from '../../../../../../shared/keyword.schema.ts';
import { listOf, moveWord, removeWord, type KeywordList, type KeywordLists } from './keyword-lists.ts';
import { KeywordChip } from './KeywordChip.tsx';
import { cardHeading } from '../../../../../components/card-heading.tsx';

interface KeywordSuggestionsProps {
  suggestions: SuggestedKeyword[];
  lists: KeywordLists;
  onChange: (lists: KeywordLists) => void;
}

// Once citations are labelled the server marks the words that tell the two classes apart; they lead.
const groups = [
  {
    key: 'relevant',
    title: 'Typical of relevant citations',
    test: (s: SuggestedKeyword) => s.separates === 'relevant',
  },
  {
    key: 'irrelevant',
    title: 'Typical of irrelevant citations',
    test: (s: SuggestedKeyword) => s.separates === 'irrelevant',
  },
  {
    key: 'distinctive',
    title: 'Distinctive in this project',
    test: (s: SuggestedKeyword) => s.separates === undefined,
  },
] as const;

/** The server's suggestions; a click includes a word, the stop button excludes it. */
export function KeywordSuggestions({ suggestions, lists, onChange }: KeywordSuggestionsProps) {
  // Pressing the button of the list a word is already in takes it out again.
  const toggle = (word: string, list: KeywordList) =>
    onChange(listOf(lists, word) === list ? removeWord(lists, word) : moveWord(lists, word, list));
  const filled = groups
    .map((group) => ({ ...group, items: suggestions.filter(group.test) }))
    .filter((g) => g.items.length > 0);
  return (
    <Card title={cardHeading('Suggested keywords')} className="keyword-card">
      <Typography.Paragraph type="secondary">
        Click a word to include it. Use the stop button, or right-click the word, to exclude it. The number is how many
        citations contain the word. Each group puts its most telling words first, not its most frequent: the typical
        ones by how strongly they lean to one side, the distinctive ones (words these citations use far more often than
        everyday English does) by how well they split the citations.
      </Typography.Paragraph>
      {filled.length === 0 && <Empty description="No suggestions: the citations have too few words in common." />}
      {filled.map((group) => (
        <section key={group.key} className={`keyword-group keyword-group-${group.key}`} aria-label={group.title}>
          <Typography.Title level={3} className="keyword-group-title">
            {group.title}
          </Typography.Title>
          <ul className="keyword-chips">
            {group.items.map((s) => (
              <KeywordChip
                key={s.word}
                suggestion={s}
                list={listOf(lists, s.word)}
                onInclude={() => toggle(s.word, 'include')}
                onExclude={() => toggle(s.word, 'exclude')}
              />
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
