import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Col, ConfigProvider, Flex, Row, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import type { KeywordsResponse } from '../../../../../../shared/keyword.schema.ts';
import { labellingScreenMessages as text } from '../../../../../../shared/labelling-screen.messages.ts';
import { memberMessages } from '../../../../../../shared/member.messages.ts';
import { ButtonLink } from '../../../../../components/ButtonLink.tsx';
import { RoleNote } from '../../../../../components/RoleNote.tsx';
import { useConfirmHiding, useSaveKeywords } from './use-keywords.ts';
import { useProject } from '../../../../../hooks/use-projects.ts';
import { sameLists, type KeywordLists } from './keyword-lists.ts';
import { KeywordAddInput } from './KeywordAddInput.tsx';
import { KeywordLeaveGuard } from './KeywordLeaveGuard.tsx';
import { KeywordListsPanel } from './KeywordListsPanel.tsx';
import { KeywordMatchCount } from './KeywordMatchCount.tsx';
import { KeywordSuggestions } from './KeywordSuggestions.tsx';
import { cardHeading } from '../../../../../components/card-heading.tsx';

interface KeywordEditorProps {
  projectId: number;
  keywords: KeywordsResponse;
  /** A reviewer sees the lists and their count; a lead or the owner edits them. */
  readOnly: boolean;
}

/**
 * The lists being edited. Nothing is stored until Save or Continue; the match count follows the lists
 * on screen and says when they differ from the saved ones.
 */
export function KeywordEditor({ projectId, keywords, readOnly }: KeywordEditorProps) {
  const saved = keywords.selected_keywords;
  const [lists, setLists] = useState<KeywordLists>(saved);
  const [continuing, setContinuing] = useState(false);
  const save = useSaveKeywords(projectId);
  const navigate = useNavigate();
  const continuous = useProject(projectId).data?.screening_mode === 'continuous';
  const dirty = !sameLists(lists, saved);

  const confirmHiding = useConfirmHiding(projectId);
  const store = (then?: () => void) =>
    save.mutate(
      { projectId, ...lists },
      {
        onSuccess: (stored) => {
          setLists(stored);
          then?.();
        },
        onSettled: () => setContinuing(false),
      },
    );
  // Lists that would turn away citations like ones labelled relevant are saved only once the user says so.
  const persist = (then?: () => void) =>
    void confirmHiding(lists).then((go) => {
      if (go) store(then);
      else setContinuing(false);
    });
  // Continue always saves, even unchanged lists: saving is what marks the keyword step done. The page says so
  // beside the button while there are unsaved changes, and "Keywords saved" once they are.
  const saveAndContinue = () => {
    setContinuing(true);
    // A continuous project goes on to its one-at-a-time screening view. The edits are saved by then, but this
    // render's leave guard still holds them unsaved, so Continue passes it by itself.
    persist(
      () =>
        void navigate({
          to: continuous ? '/projects/$id/screen' : '/projects/$id/citations',
          params: { id: String(projectId) },
          ignoreBlocker: true,
        }),
    );
  };
  const continueNote = useId();
  // Saved, the Save button is disabled under the keyboard: the focus goes to the count it saved, which says so.
  const summary = useRef<HTMLDivElement>(null);

  return (
    <Flex vertical gap={24}>
      <Card size="small" className="keyword-summary">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <div ref={summary} tabIndex={-1} className="keyword-count-focus">
            <KeywordMatchCount projectId={projectId} lists={lists} dirty={dirty} continuous={continuous} />
          </div>
          {readOnly ? (
            <RoleNote>{memberMessages.reviewerCannotEditKeywords}</RoleNote>
          ) : (
            <Button
              icon={<SaveOutlined aria-hidden />}
              onClick={() => persist(() => summary.current?.focus())}
              disabled={!dirty || save.isPending}
              loading={save.isPending && !continuing}
            >
              Save
            </Button>
          )}
        </Flex>
      </Card>
      {/* The fieldset disables the suggestion chips (plain buttons) too; antd's controls take the provider's word. */}
      <ConfigProvider componentDisabled={readOnly}>
        <fieldset disabled={readOnly} className="keyword-fieldset">
          <Row gutter={[24, 24]}>
            {/* The user's own lists come first in the page, so Tab reaches the keyword box before the long list
                of suggestion chips; a phone shows them first too, a wide screen beside the suggestions on the right. */}
            <Col xs={24} lg={{ span: 10, order: 2 }}>
              <Card title={cardHeading('Your keywords')} className="keyword-card">
                <KeywordAddInput lists={lists} onChange={setLists} />
                <KeywordListsPanel lists={lists} onChange={setLists} />
              </Card>
            </Col>
            <Col xs={24} lg={{ span: 14, order: 1 }}>
              <KeywordSuggestions suggestions={keywords.suggested_keywords} lists={lists} onChange={setLists} />
            </Col>
          </Row>
        </fieldset>
      </ConfigProvider>
      <Flex justify="space-between" wrap gap={12}>
        <ButtonLink to="/projects/$id" params={{ id: String(projectId) }} icon={<ArrowLeftOutlined aria-hidden />}>
          Back to Project
        </ButtonLink>
        {readOnly ? (
          <ButtonLink
            to="/projects/$id/citations"
            params={{ id: String(projectId) }}
            color="primary"
            variant="solid"
            icon={<ArrowRightOutlined aria-hidden />}
            iconPlacement="end"
          >
            {continuous ? 'Continue to Screening' : 'Continue to Labeling'}
          </ButtonLink>
        ) : (
          <Flex align="center" gap={12} wrap justify="flex-end">
            {dirty && (
              <Typography.Text type="secondary" id={continueNote}>
                {text.continueSaves}
              </Typography.Text>
            )}
            <Button
              type="primary"
              onClick={saveAndContinue}
              disabled={save.isPending}
              loading={continuing}
              icon={<ArrowRightOutlined aria-hidden />}
              iconPlacement="end"
              aria-describedby={dirty ? continueNote : undefined}
            >
              {continuous ? 'Continue to Screening' : 'Continue to Labeling'}
            </Button>
          </Flex>
        )}
      </Flex>
      <KeywordLeaveGuard dirty={dirty} />
    </Flex>
  );
}
