import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { keywordMessages } from '../../../../../../shared/messages.ts';
import { addWord, type KeywordList, type KeywordLists } from './keyword-lists.ts';

interface KeywordAddInputProps {
  lists: KeywordLists;
  onChange: (lists: KeywordLists) => void;
}

// Keywords are single words or short phrases; the limit only stops a paste of a whole abstract.
const MAX_KEYWORD_LENGTH = 100;

/** A word of the user's own. Enter adds it to include; a word already listed is refused. */
export function KeywordAddInput({ lists, onChange }: KeywordAddInputProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const errorId = useId();

  const add = (list: KeywordList) => {
    const result = addWord(lists, value, list);
    if (result.ok) {
      onChange(result.lists);
      setValue('');
    }
    setError(!result.ok && result.reason === 'duplicate' ? keywordMessages.duplicate : undefined);
  };

  return (
    <div className="keyword-add">
      <Flex gap={8} wrap>
        <Input
          className="keyword-add-input"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          onPressEnter={() => add('include')}
          placeholder="Type a keyword and press Enter"
          aria-label="New keyword"
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          status={error ? 'error' : undefined}
          maxLength={MAX_KEYWORD_LENGTH}
        />
        <Space.Compact>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => add('include')}>
            Include
          </Button>
          <Button icon={<StopOutlined aria-hidden />} onClick={() => add('exclude')}>
            Exclude
          </Button>
        </Space.Compact>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert" id={errorId} className="keyword-add-error">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
