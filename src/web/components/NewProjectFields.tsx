import { Alert, Form, Input, Radio, Typography, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import { createProjectInput, PROJECT_NAME_MAX, type ScreeningMode } from '../../shared/project.schema.ts';
import type { NewProjectState } from '../hooks/use-new-project.ts';
import type { TypeAhead } from '../hooks/use-type-ahead.ts';
import { dialogFileRules } from '../lib/citation-file.validation.ts';
import { zodRule } from '../lib/form-validation.ts';
import { CitationDropzone } from './CitationDropzone.tsx';
import { PickedFileList } from './PickedFileList.tsx';
import { UploadProgress } from './UploadProgress.tsx';

const screenersHelp = {
  1: 'One: each record is decided once, by whichever reviewer screens it.',
  2: "Two, blind: each record is decided by two reviewers who do not see each other's decision; a lead resolves disagreements.",
};

const modeHelp: Record<ScreeningMode, string> = {
  iterations: 'Label 5–10 relevant and 5–10 irrelevant citations, train, and repeat: up to 10 trainings.',
  continuous:
    'One record at a time, every decision recorded without caps; the model retrains by itself and a stopping test says when enough is found.',
};

/**
 * The new-project form itself: name, citation files with their columns, what went wrong, progress.
 * `focusName` puts the focus in the name field as the form is drawn (the dialog's case): not when its
 * opening animation ends, which would lose what the user typed in between; what was typed before the field
 * was in the page (`useTypeAhead`) goes into it then.
 */
export function NewProjectFields({ state, focusName }: { state: NewProjectState; focusName?: TypeAhead }) {
  const { form, screeningMode, picked, pending, failure, create, submit } = state;
  const screenersPerRecord = Form.useWatch('screeners_per_record', form) as number | undefined;
  const nameRef = useRef<InputRef>(null);
  // Not the input's autoFocus, nor at once on mount: antd attaches a dialog's portal to the document a
  // moment after its content is committed, so the field is focused in the first frame it is in the page.
  useEffect(() => {
    if (!focusName) return;
    let frame = 0;
    const focusWhenAttached = () => {
      const input = nameRef.current?.input;
      if (!input?.isConnected) {
        frame = requestAnimationFrame(focusWhenAttached);
        return;
      }
      input.focus();
      const typed = focusName.take();
      if (typed) form.setFieldValue('name', `${form.getFieldValue('name') ?? ''}${typed}`);
    };
    focusWhenAttached();
    return () => cancelAnimationFrame(frame);
  }, [focusName, form]);
  const invalidCount = picked.files.length - picked.ready.length;
  return (
    <>
      <Form
        form={form}
        name="new-project"
        className="new-project-form"
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', screening_mode: 'iterations', screeners_per_record: 1 }}
      >
        <Form.Item label="Project Name" name="name" rules={[zodRule(createProjectInput, 'name')]}>
          <Input
            ref={nameRef}
            placeholder="e.g. Screening tools for systematic reviews"
            // Counted, not cut: a longer name stays whole, and the rule below says what is too long.
            count={{ show: true, max: PROJECT_NAME_MAX }}
            onPressEnter={() => void submit()}
            disabled={pending}
          />
        </Form.Item>
        <Form.Item label="Screening mode" name="screening_mode" extra={modeHelp[screeningMode]}>
          {/* A form label names no group of radio buttons: the group is named, and described by the note under it. */}
          <Radio.Group
            aria-label="Screening mode"
            aria-describedby="new-project_screening_mode_extra"
            disabled={pending}
            options={[
              { value: 'iterations', label: 'Iterations' },
              { value: 'continuous', label: 'Continuous' },
            ]}
            optionType="button"
          />
        </Form.Item>
        {screeningMode === 'continuous' && (
          <Form.Item
            label="Screeners per record"
            name="screeners_per_record"
            extra={screenersHelp[screenersPerRecord === 2 ? 2 : 1]}
          >
            <Radio.Group
              aria-label="Screeners per record"
              aria-describedby="new-project_screeners_per_record_extra"
              disabled={pending}
              options={[
                { value: 1, label: 'One' },
                { value: 2, label: 'Two, blind' },
              ]}
              optionType="button"
            />
          </Form.Item>
        )}
        <Form.Item label="Citation Files">
          <CitationDropzone rules={dialogFileRules} onPick={picked.add} disabled={pending} />
        </Form.Item>
      </Form>
      {failure && (
        <Alert
          className="form-alert"
          type="error"
          showIcon
          title={text.createFailed}
          description={[text.filesMarkedInvalid, ...failure.unmatched].join('\n')}
        />
      )}
      <PickedFileList files={picked.files} onRemove={picked.remove} onChoose={picked.choose} disabled={pending} />
      {invalidCount > 0 && picked.ready.length > 0 && (
        <Typography.Text type="secondary" className="picked-files-note">
          {`Files not marked Valid are left out; ${picked.ready.length} of ${picked.files.length} files will be uploaded.`}
        </Typography.Text>
      )}
      <UploadProgress percent={create.progress} />
    </>
  );
}
