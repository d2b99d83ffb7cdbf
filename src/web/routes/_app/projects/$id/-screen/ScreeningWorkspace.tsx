import { App, Col, Row } from 'antd';
import { useState } from 'react';
import { screeningMessages as text } from '../../../../../../shared/screening.messages.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { ShortcutsModal } from '../../../../../components/ShortcutsModal.tsx';
import { useScreeningKeys } from './use-screening-keys.ts';
import { useScreeningSession } from './use-screening-session.ts';
import { SCREENING_KEYS, type ScreeningAction } from './screening-keys.ts';
import { ScreeningCounts } from './ScreeningCounts.tsx';
import { ScreeningRecord } from './ScreeningRecord.tsx';
import { StoppingPanel } from './StoppingPanel.tsx';

/** The record to decide on with its keys, the counts above it, and the stopping panel beside it. */
export function ScreeningWorkspace({ project }: { project: ProjectOutput }) {
  const session = useScreeningSession(project.id);
  const { message } = App.useApp();
  const [helpOpen, setHelpOpen] = useState(false);
  const [said, say] = useState('');
  // The exclusion reason chosen for the record shown, given with Irrelevant; a new record starts without one.
  const [reason, setReason] = useState<{ citationId: number; value: string | undefined }>();
  const pendingReason = reason && reason.citationId === session.shown?.id ? reason.value : undefined;

  const act = (action: ScreeningAction) => {
    const title = session.shown?.title;
    if (action === 'help') return setHelpOpen(true);
    if (action === 'undo') {
      const undone = session.undo();
      if (!undone) return void message.info(text.nothingToUndo);
      return say(`Undone: ${undone.citation.title}`);
    }
    // Between records (a key pressed faster than the next one came): said, so the reviewer presses it again on the
    // record they can read, rather than believe it decided one they never saw.
    if (session.shown === undefined) return void message.info({ content: text.nextStillLoading, key: 'still-loading' });
    if (!session.shown) return;
    if (action === 'skip') {
      session.skip();
      return say(`Skipped: ${title}`);
    }
    if (action === 'maybe') {
      session.setAside();
      return say(`Maybe: ${title}`);
    }
    session.give(action === 'relevant', pendingReason);
    say(
      `${action === 'relevant' ? 'Relevant' : 'Irrelevant'}${action === 'irrelevant' && pendingReason ? ` (${pendingReason})` : ''}: ${title}`,
    );
  };
  useScreeningKeys(!helpOpen, act);

  return (
    <>
      <ScreeningCounts projectId={project.id} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <ScreeningRecord
            projectId={project.id}
            session={session}
            onAction={act}
            onShowShortcuts={() => setHelpOpen(true)}
            pendingReason={{
              value: pendingReason,
              onChange: (value) => session.shown && setReason({ citationId: session.shown.id, value }),
            }}
          />
        </Col>
        <Col xs={24} lg={9}>
          <StoppingPanel project={project} />
        </Col>
      </Row>
      {/* What a key did, for screen readers: the buttons they stand for are not pressed. */}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <ShortcutsModal
        shortcuts={SCREENING_KEYS}
        note="Capital letters work too. Keys do nothing while you type in a field; Esc in the note or the tags takes you back to the record."
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
      />
    </>
  );
}
