import { FilterOutlined } from '@ant-design/icons';
import { Flex, Spin, Tag, Typography } from 'antd';
import { labellingScreenMessages as text } from '../../../../../../shared/labelling-screen.messages.ts';
import { useKeywordMatchCount } from './use-keywords.ts';
import type { KeywordLists } from './keyword-lists.ts';

const number = (n: number) => n.toLocaleString('en-US');

/** "N of M citations match", counted live for the lists on screen; unsaved edits are named as such. */
export function KeywordMatchCount({
  projectId,
  lists,
  dirty,
  continuous = false,
}: {
  projectId: number;
  lists: KeywordLists;
  dirty: boolean;
  /** Continuous screening: its one-at-a-time view brings the hidden citations last. */
  continuous?: boolean;
}) {
  const count = useKeywordMatchCount(projectId, lists);
  return (
    <Flex align="center" gap={12} className="keyword-count">
      <span className="keyword-count-icon" aria-hidden>
        <FilterOutlined aria-hidden />
      </span>
      <Flex vertical role="status" aria-live="polite">
        <Flex align="center" gap={8} wrap>
          {count ? (
            <Typography.Text
              strong
            >{`${number(count.matching)} of ${number(count.total)} citations match`}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">Counting citations…</Typography.Text>
          )}
          {(!count || count.isFetching) && <Spin size="small" />}
          {dirty && (
            <Tag color="warning" variant="filled">
              Unsaved changes
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" className="keyword-count-note">
          {dirty
            ? 'Counted with your unsaved changes: Save keeps them, and so does Continue.'
            : 'Citations you have labeled always stay in the list.'}
        </Typography.Text>
        {count && count.hidden > 0 && (
          <Typography.Text className="keyword-count-note">
            {continuous
              ? `The keywords hide ${number(count.hidden)} unlabeled citation${count.hidden === 1 ? '' : 's'} from the lists; the screening view brings ${count.hidden === 1 ? 'it' : 'them'} after every record they let through.`
              : `The keywords hide ${number(count.hidden)} unlabeled citation${count.hidden === 1 ? '' : 's'} from labeling and the results; you can still show and screen them there.`}
          </Typography.Text>
        )}
        {count && count.relevant_unmatched > 0 && (
          <Typography.Text type="danger" className="keyword-count-note">
            {text.relevantUnmatched(count.relevant_unmatched, count.relevant)}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
